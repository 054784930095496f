"""The Afterworld table: card faces, tokens, the world, and the mapping of actions to the mouse."""
