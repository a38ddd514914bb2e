# The desktop app's map workspace: the inspector, map facts, arrange, clipboard, the background
# and map panels, the tools' options, the balance lab, and play mode.
