# The desktop app: menus, toolbar, status bar, panels, tools and dialogs.
# Arguments: $key a keyboard shortcut in words ("Ctrl+S"); $n, $errors, $warnings counts;
# $name a document's name; $step an edit's name in the history.

## The menu bar

menu-file = File
menu-edit = Edit
menu-arrange = Arrange
menu-view = View
menu-help = Help
menu-language = Language
# The first item of the Language menu: follow the system's language ($language, in itself).
menu-language-system = System ({ $language })
menu-undo = Undo
menu-undo-step = Undo { $step }
menu-redo = Redo
menu-redo-step = Redo { $step }
menu-select-all = Select all
menu-delete-selection = Delete selection
menu-fit = Fit map to window
menu-show-grid = Show grid ({ $key })
menu-snap = Snap to grid ({ $key })
menu-grid-step = Grid step
menu-show-ids = Show ids ({ $key })
menu-dark-theme = Dark theme
menu-new = New
menu-open = Open…
menu-open-recent = Open recent
menu-no-recent = No recent files
menu-open-course = Open course…
menu-open-bundled = Open bundled Castle Field
menu-save = Save
menu-save-as = Save as…
menu-save-lesson = Save lesson
menu-save-lesson-as = Save lesson as…
menu-export-svg = Export SVG…
menu-export-png = Export PNG…
menu-background = Background image…
menu-system-dialogs = Use system file dialogs
menu-quit = Quit

## The modes (the switches at the end of the menu bar)

mode-edit = Edit map
mode-play = Play
mode-lesson = Lesson

## The toolbar and its tools

# A tool's tooltip: what it does ($what) and its key.
tool-hover = { $what } ({ $key })
tool-select = Select
tool-base = Base
tool-path = Path
tool-hq = HQ
tool-special = Special
tool-region = Region
tool-select-about = Click to select, Shift+click to add, drag on empty ground to box-select, drag a selected item to move the selection, arrows nudge, Delete removes
tool-base-about = Click on empty ground to place a base
tool-path-about = Drag from one base or HQ to another (or click one, then the other)
tool-hq-about = Click to place an HQ of the chosen side; press H again to switch sides
tool-special-about = Click to place a special base of the map's rule set; click a base to make it special or plain
tool-region-about = Click inside an area enclosed by paths: its ring of bases is found for you
toolbar-fit = Fit
toolbar-fit-hover = Show the whole map (F)
toolbar-zoom-in = Zoom in (+)
toolbar-zoom-out = Zoom out (−)
toolbar-ids = Ids
toolbar-ids-hover = Show ids and names (I)
toolbar-snap = Snap
toolbar-snap-hover = Snap to the grid (Shift+G)
toolbar-grid = Grid
toolbar-grid-hover = Show the grid (G)

## The status bar

count-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}
count-warnings = { $n ->
    [one] { $n } warning
   *[other] { $n } warnings
}
status-unsaved = { $name } • unsaved
status-nothing-to-undo = Nothing to undo
status-nothing-to-redo = Nothing to redo
status-renamed = Renamed `{ $old }` to `{ $new }` everywhere

## The side panel's sections

panel-inspector = Inspector
panel-objects = Objects
panel-problems = Problems ({ $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
})
panel-facts = Map facts
panel-analysis = Analysis
panel-map = Map
panel-background = Background image

## The CJK font (shown in English: without the font, Chinese cannot be read)

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = Close
