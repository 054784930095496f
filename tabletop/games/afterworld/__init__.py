"""Afterworld: two empires on an 18-square world (rules in the spec, ids AW-*)."""
