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
tool-path-about = Click base after base to draw a chain of paths (Esc, a double click or a click on empty ground ends it), or drag from one base or HQ to another
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
panel-names = Names in other languages

## The CJK font (shown in English: without the font, Chinese cannot be read)

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = Close

## Dialogs shared by many windows

dialog-ok = OK
dialog-cancel = Cancel
dialog-close = Close

## Background work (the lab's runs, the lesson checks): the progress bar and what a job says
# $what: the progress bar's own text ("120 of 1000 games").
job-cancelling = Cancelling… { $what }
# $error: the system's reason.
job-no-thread = The work could not start: no thread is available ({ $error })
job-stopped = The work stopped unexpectedly
# A lab part stopped by its Cancel button before it had a result.
job-cancelled = Cancelled before it finished
# The lesson workspace's engine: the button that stops "What would the engine play?".
job-stop-engine = Stop the engine
# The soundness check under a puzzle: cancel it while it runs; what it says once cancelled.
job-cancel-check = Cancel check
job-check-cancelled = Check cancelled: the soundness of this puzzle is not known.
job-check-again = Check again

## File dialogs: what is asked for, the button that answers, the kind of file

purpose-open = Open a map or a lesson
purpose-save-as = Save the map as
purpose-save-lesson = Save the lesson as
purpose-export-svg = Export as SVG
purpose-export-png = Export as PNG
purpose-background = Background image
purpose-play-start = Start from a scenario
purpose-play-save = Save the game as a scenario
purpose-compare = Compare the draft with a map
purpose-open-course = Open a course
purpose-open-button = Open
purpose-save-button = Save
purpose-start-button = Start
purpose-compare-button = Compare
purpose-export-button = Export
purpose-load-image-button = Load image
kind-map-or-scenario = toyforge map or scenario
kind-map = toyforge map
kind-scenario = toyforge scenario
kind-course = toyforge course
kind-svg = SVG image
kind-png = PNG image
kind-image = Image

## The in-app file browser

browser-no-system-dialog = No system file dialog is available here.
browser-system-dialog-open = A system file dialog is open too; either one will do.
browser-up = Up
browser-up-hover = The folder above
browser-places = Places
place-working = Working folder
place-home = Home
place-bundled-maps = Bundled maps
place-bundled-scenarios = Bundled scenarios
place-bundled-courses = Bundled courses
browser-recent-files = Recent files
browser-recent-folders = Recent folders
browser-none-yet = None yet
# $kind: the kind of file (kind-…); $extensions: ".ron" or ".png, .jpg, .jpeg".
browser-showing = Showing folders and { $kind } files ({ $extensions })
browser-show-all = Show all files
browser-empty = No folders or files of this kind here
browser-path = Path
browser-path-hint = a file name, or a path
browser-relative = A relative path starts from the folder shown, { $folder }

## Unsaved changes and crash recovery

unsaved-title = Unsaved changes
# $action: what the user asked for.
unsaved-body = “{ $name }” has changes that are not saved. Save them before { $action ->
    [new_map] starting a new map
    [open_map] opening another map
    [new_lesson] starting a new lesson
    [open_scenario] opening another scenario
   *[quit] quitting
}?
unsaved-save = Save
unsaved-discard = Discard changes
recover-no-file = not yet saved to a file
recover-earlier-session = an earlier session
recover-lesson-title = Recover an unsaved lesson?
# $name: the document's title (may be empty); $from: its file; $age: how long ago (age-…).
recover-lesson-body = toyforge closed before the lesson “{ $name }” ({ $from }) was saved. A copy from { $age } is available.
recover-lesson-body-untitled = toyforge closed before the lesson ({ $from }) was saved. A copy from { $age } is available.
recover-map-title = Recover unsaved work?
recover-map-body = toyforge closed without saving the map “{ $name }” ({ $from }). An autosave from { $age } is available.
recover-map-body-untitled = toyforge closed without saving the map ({ $from }). An autosave from { $age } is available.
recover-lesson-take = Recover the lesson
recover-lesson-drop = Discard the copy
recover-map-take = Recover
recover-map-drop = Discard autosave
age-minutes = { $n ->
    [one] a minute ago
   *[other] { $n } minutes ago
}
age-hours = { $n } hours ago
age-days = { $n } days ago
error-unchanged = The documents you are editing are unchanged.
error-open-map = Could not open the map
error-load-image = Could not load the image
error-export = Could not export
error-save = Could not save
error-recover-lesson = Could not recover the lesson
error-recover-map = Could not recover the map
error-open-course = Could not open the course
error-recovery-unreadable = Unsaved work could not be recovered
error-recovery-unreadable-body = These recovery files cannot be read; they are kept aside, unchanged:
    { $files }
# Why a recovery file cannot be read; each follows the file's path ("… is damaged: …").
# $error: the system's or the parser's words; $format: the file's format; $reads: the newest
# this version reads; $mib: the size limit in MiB; $reason: one of these reasons.
recovery-cannot-read = cannot be read: { $error }
recovery-cannot-open = cannot be opened: { $error }
recovery-symlink = is a symbolic link, not a recovery file toyforge wrote; it was not followed
recovery-not-regular-unopened = is not a regular file (a folder, pipe or device); it was not opened
recovery-not-regular = is not a regular file (a folder, pipe or device)
recovery-not-ours = is not a recovery file toyforge wrote
recovery-damaged = is damaged: { $error }
recovery-too-large = is larger than { $mib } MiB
recovery-not-moved = { $reason }; it could not be moved aside ({ $error })
# $file: the recovery file; $error: the system's words.
recovery-write-failed = Could not write the recovery file { $file }: { $error }
status-background = Background image { $path }
status-exported = Exported { $path }
status-exported-no-text = Exported { $path } without text: no fonts found (install e.g. fonts-dejavu-core)
status-new-map = New map: press B and click to place bases
status-opened = Opened { $path }
status-saved = Saved { $path }
status-recovered-lesson = Recovered the lesson: its changes are not saved yet.
status-recovered-map = Recovered the autosaved map: save it to keep it
status-recovery-not-removed = Could not remove the recovery file { $path }: { $error }
status-recovery-off = Crash recovery is off: cannot use { $path }: { $error }
status-course-opened = { $n ->
    [one] Course { $path }: { $n } lesson
   *[other] Course { $path }: { $n } lessons
}

## Help

help-shortcuts = Keyboard shortcuts
help-shortcuts-scope = Those of the map editor work there only; the others work in every mode.
help-scope-map-editor = map editor
shortcuts-tools = Tools
# The F1 overlay's rows (and the README's list of shortcuts).
shortcut-new = New map
shortcut-open = Open a map or a lesson
shortcut-save = Save (in the lesson workspace: the lesson)
shortcut-save-as = Save as…
shortcut-export-svg = Export the map as SVG
shortcut-quit = Quit
shortcut-undo = Undo
shortcut-redo = Redo
shortcut-select-all = Select everything
shortcut-delete = Delete the selection
shortcut-nudge = Nudge the selection (a grid step when snapping)
shortcut-nudge-far = Nudge the selection ten units
shortcut-cancel = Cancel the gesture, else clear the selection
shortcut-select-more = Add to the selection (or take out of it)
shortcut-copy = Copy the selection as map text
shortcut-cut = Cut the selection
shortcut-paste = Paste map items at the pointer
shortcut-duplicate = Duplicate the selection
shortcut-mirror-h = Mirror the selection left to right
shortcut-mirror-v = Mirror the selection top to bottom
shortcut-turn-half = Turn the selection a half turn
shortcut-turn-cw = Turn the selection a quarter turn clockwise
shortcut-turn-ccw = Turn the selection a quarter turn anticlockwise
shortcut-complete-half = Complete the other half of the map
shortcut-align = Align the selection's left, right, top or bottom edges
shortcut-tool-select = Select tool
shortcut-tool-base = Base tool
shortcut-tool-path = Path tool
shortcut-tool-hq = HQ tool (again: the other side)
shortcut-tool-special = Special base tool
shortcut-tool-region = Region tool
shortcut-fit = Fit the map to the window
shortcut-zoom-in = Zoom in
shortcut-zoom-out = Zoom out
shortcut-grid = Show or hide the grid
shortcut-snap = Snap to the grid on or off
shortcut-ids = Show or hide ids and names
shortcut-pan = Pan the view
shortcut-zoom-pointer = Zoom about the pointer
shortcut-help = Show or hide this list of shortcuts
shortcut-keys-shift-click = Shift+click
shortcut-keys-pan = Middle-drag or Space+drag
shortcut-keys-wheel = Wheel or pinch
# The keys of a shortcut: the separator between two ways to press it, and the four arrow keys.
shortcut-keys-or = {" or "}
shortcut-keys-arrows = Arrows
help-about = About toyforge
help-copy-code = Copy
help-copy-code-hover = Copy the code to the clipboard
about-title = toyforge { $version }
about-description = Map editor, rules engine, lesson checker and balance lab for the board game Toy Battle
about-licence = Licence: { $licence }
about-help = Press F1 for the keyboard shortcuts; the Help menu has the guides.
guide-lesson = Writing a lesson
guide-balance = Balancing a battlefield
guide-rules = How toyforge plays Toy Battle
guide-notation = The action notation
guide-map-format = The map file format
guide-scenario-format = The scenario file format
guide-course-format = The course file format
guide-publishing = Publishing a course on the web
guide-limits = Limits

## The course panel

course-by = by { $author }
course-close = Close course
# $difficulty: beginner, intermediate or advanced; $n: the lesson's steps; $path: its file.
course-lesson-hover = { $difficulty ->
    [beginner] beginner
    [intermediate] intermediate
   *[advanced] advanced
} · { $n ->
    [one] { $n } step
   *[other] { $n } steps
} · { $path }

## The map's edits, as the Edit menu's Undo and Redo name them ("Undo add base")

edit-add-special-base = add special base
edit-add-base = add base
edit-add-hq = add HQ
edit-add-path = add path
edit-add-region = add region
edit-move = move
edit-delete = { $n ->
    [one] delete
   *[other] delete { $n } items
}
edit-rename = rename to { $new }
edit-change = change { $id }
edit-change-meta = change map properties
edit-local-name = name of `{ $id }` in { $tag }
edit-drop-language = remove the { $tag } names
edit-re-point = re-point path to { $from } – { $to }
# $kind: special or plain.
edit-balance = balance the draft ({ $n ->
    [one] one edit
   *[other] { $n } edits
})
edit-make = make { $id } { $kind ->
    [special] special
   *[plain] plain
}
# One field of an item ($field: name, position, allowed, special, side, medals, marker, ring).
edit-field = { $field ->
    [name] name
    [position] position
    [allowed] allowed strengths
    [special] special mark
    [side] side
    [medals] medals
    [marker] medal's place
   *[ring] ring
}
edit-set-field = set { $id }'s { edit-field }
# $fields: the fields changed, listed ("name, position and side").
edit-change-fields = change { $id }'s { $fields }

## The object list, the problems and the canvas

objects-search = Search
objects-search-hint = id or name
objects-dangling-only = Dangling only
objects-dangling-only-hover = Paths and regions that name ids the map does not have
objects-count = { $n ->
    [one] { $n } item
   *[other] { $n } items
}
objects-count-dangling = { $n ->
    [one] { $n } item
   *[other] { $n } items
}, { $dangling } dangling
objects-row-dangling = { $item } (dangling)
# $why: what the item names that the map lacks.
objects-dangling-hover = Dangling: { $why }. Fix it in the inspector, or press Delete.
objects-row-hover = Click to select and show it
# The rows of the object list. $name: an id, or "id · name"; $side: a side's name; $a, $b: the
# ids a path joins; $missing: the ids the map lacks, listed.
objects-row-hq = HQ { $name } ({ $side })
objects-row-base = Base { $name }
objects-row-special = Special base { $name }
objects-row-path = Path { $a } – { $b }
objects-row-region = Region { $name } ({ $medals ->
    [one] { $medals } medal
   *[other] { $medals } medals
})
objects-path-lacks = leads to { $missing }, which the map lacks
objects-ring-lacks = its ring names { $missing }, which the map lacks
problems-none = No problems found
problems-whole-map = Concerns the whole map
problems-select = Click to select: { $ids }
canvas-label = Battlefield canvas

## Drawing paths in a chain, and completing the other half

# $from: the id of the base or HQ the next path starts from.
tool-path-chain-hint = Path from `{ $from }`: click the next base or HQ (Esc, a double click or a click on empty ground ends the chain)
tool-path-chain-ended = { $n ->
    [one] Chain of paths ended: 1 path drawn
   *[other] Chain of paths ended: { $n } paths drawn
}
complete-axis-x = Mirror line x
complete-axis-x-hover = The upright line the half is mirrored across
complete-axis-y = Mirror line y
complete-axis-y-hover = The level line the half is mirrored across

## Play mode: who plays each side of the running game

# $side: the side's name ("Blue").
play-side-person = { $side }: a person
# $level: the computer's level as the setup bar writes it ("greedy", "mcts:50").
play-side-computer = { $side }: the computer ({ $level })
# $players: who plays each side, as play-side-person and play-side-computer write them.
play-players-changed = From this position on: { $players }.

## The balance lab's A/B comparison

# $file: the file name of the map as last saved, the draft's own file.
compare-saved-file = the saved file ({ $file })
# $a: what A is (a file name, or compare-saved-file); $n: the pairs of games played.
compare-title = A: { $a }  ·  B: the draft  ·  { $n ->
    [one] { $n } pair
   *[other] { $n } pairs
} in { $seconds } s

## The loaders' errors: maps, lessons and courses that cannot be read (the command line prints
## their English). $file: the file; $line, $column: where, counted in characters from 1.
# $error: the system's words.
load-io = { $file }: cannot read the file: { $error }
# $message: what is wrong there.
load-at = { $file }:{ $line }:{ $column }: { $message }
load-in-file = { $file }: { $message }
# $error: the map's error; $scenario: the lesson that names the map.
load-in-map = { $error } (the map of the scenario { $scenario })
# What a document is: $what is map, scenario, course or recovery (a crash-recovery file).
load-what = { $what ->
    [map] map
    [scenario] scenario
    [recovery] recovery
   *[course] course
}
# $what: load-what; $found: the file's format; $supported: the newest this version reads.
load-too-new = { $file }:{ $line }:{ $column }: this { $what } was written by a newer toyforge (format { $found }; this version reads formats up to { $supported }); update toyforge to open it
load-a-folder = this is a folder, not a file; toyforge reads only regular files
load-not-regular = this is not a regular file (a device, pipe or socket); toyforge reads only regular files
# $max: the most bytes toyforge reads.
load-too-large = the file is larger than { $max } bytes, the most toyforge reads
load-not-utf8 = the file is not UTF-8 text
load-empty = the file is empty; a { $what } file starts with `(`
load-only-comments = unexpected end of file: the file holds only comments (is it cut short?); a { $what } file starts with `(` after them
load-not-toyforge = this is not a toyforge { $what } file: it should start with `(`
load-cut-short = unexpected end of file: the file is cut short (a `)`, `]` or `{ "}" }` is missing)
# $error: the RON parser's own words, as it writes them.
load-parser = { $error }
# $field: the field as a path (`targets.blue`); $value: the number as written; $min and $max: the whole numbers the field holds.
load-integer-bounds = `{ $field }`: the number { $value } is out of bounds; this field holds a whole number from { $min } to { $max }
load-integer-bounds-here = the number { $value } is out of bounds; a whole number from { $min } to { $max } is expected here
# $why: a rule of the format, in English.
load-rule = { $why }
# $field: the version field as the file names it.
load-format-zero = `{ $field }` must be 1 or more
load-cannot-migrate = this { $what } of format { $found } cannot be brought up to format { $format }: { $why }
# $wanted: what was asked for (map or lesson).
load-a-course = this is a course (a list of lessons), not { $wanted ->
    [map] a map
   *[lesson] a lesson
}; a course is taken by `toyforge check` and `toyforge publish`, and the editor opens one (`toyforge COURSE`)
# $file: the file as given; $wanted: what was expected (course or lesson).
load-a-map = this is a map, not { $wanted ->
    [course] a course (a list of lessons); did you mean `toyforge validate { $file }`?
   *[lesson] a lesson; a course names lesson files, and a lesson names its map in its `map` field
}
# $file: the file as given; $wanted: what was expected (map or course).
load-a-lesson = this is a lesson, not { $wanted ->
    [map] a map; a lesson names its map in its `map` field
   *[course] a course (a list of lessons); did you mean `toyforge check { $file }`? `toyforge publish` takes a course that names its lessons
}
# $map: the map file the lesson names.
load-a-lesson-its-map = this is a lesson, not a map; did you mean its map, `{ $map }`?
load-no-format-field = this is not a toyforge map file (it has no `format` field)
# $name: the map as the lesson names it; $why: load-map-absolute or load-map-outside.
load-map-refused = its map `{ $name }` { $why }
load-map-absolute = is an absolute path; a scenario names its map relative to its own folder
load-map-outside = is outside the scenario's folder and its map library (a `maps` folder beside the scenario or above it); toyforge reads a scenario's map only from there
# $name: the lesson as the course names it; $why: one of the load-lesson-… reasons below.
load-lesson-refused = the lesson `{ $name }` { $why }
load-lesson-empty-path = is an empty path
load-lesson-absolute = is an absolute path; a course names its lessons relative to its own folder
load-lesson-parent = leaves the course's folder (`..`); a course's lessons are in its folder or below
load-lesson-outside = leads out of the course's folder through a link; toyforge reads a course's lessons only from its folder or below
# $first: where the lesson was named first (load-lesson-at); $path: the file both name.
load-lesson-twice = the same lesson file as { $first } (both are { $path }); a course takes each lesson once
load-course-too-large = with this lesson the course's lessons and their maps come to { $read } bytes or more; toyforge reads at most { $max } bytes for one course
load-lesson-at = section { $section }, lesson { $lesson } "{ $name }"
load-lesson-at-titled = section { $section } "{ $title }", lesson { $lesson } "{ $name }"
# $course: the course file; $at: load-lesson-at; $error: the lesson's error.
load-course-lesson = { $course }: { $at }: { $error }
