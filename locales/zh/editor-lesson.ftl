# The desktop app's lesson workspace: the position, the steps and their fields, claims, the
# recorder, the engine panel, and the names of its edits in the history.
