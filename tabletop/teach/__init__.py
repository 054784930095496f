"""Teaching: lessons on the real table, scenario files checked headless, the rules reference.

Headless modules only (no pygame here; the table side lives in tabletop/ui):

- `actions`   reading the actions a lesson or scenario names (card names in quotes, and
              patterns such as ``any expend`` that accept a whole kind of action)
- `checks`    the small vocabulary of expectations on a state (``division_at``, ``food``...)
- `teachers`  what differs per game: the position builder, the check vocabulary, and which
              table pieces a lesson highlight means
- `scenario`  scenario files: a position, actions, expected outcomes; the step-by-step runner
- `lessonfile` lesson files, read and checked (a ``_ja`` twin beside every text)
- `lesson`    `LessonRun`, the lesson machine the table and the tests drive
- `catalog`   the shipped lessons and the progress remembered between runs
- `rulebook`  both games' rules by id, searchable, for the F1 reference
- `commands`  `tabletop scenario run` and `tabletop lesson`

The file formats are described in docs/teaching.md.
"""
