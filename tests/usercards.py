"""A player's own card, as the tests that load one write it (a file in the user's cards folder)."""

#: an Egyptian unit card of one's own, with `key` and `name` to fill in
UNIT = '''[[card]]
key = "{key}"
name = "{name}"
type = "unit"
faction = "egyptian"
limit = 3
attack = 2
health = 3
'''

#: the Sun Warden of Karnak: one's own card that the shipped pool does not have
WARDEN = UNIT.format(key="sun-warden", name="Sun Warden of Karnak")
