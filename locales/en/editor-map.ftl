# The desktop app's map workspace: the inspector, map facts, arrange, clipboard, the background
# and map panels, the tools' options, the balance lab, and play mode.

## The inspector
# Arguments: $n, $bases, $hqs, $paths, $regions, $locations counts; $id an item's id.

insp-nothing-selected = Nothing selected. Click an item on the canvas, or drag a box around several.
insp-map-counts = { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}, { $hqs ->
    [one] { $hqs } HQ
   *[other] { $hqs } HQs
}, { $paths ->
    [one] { $paths } path
   *[other] { $paths } paths
}, { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
}
insp-path = Path
insp-from = From
insp-to = To
insp-select-end = Select this end
insp-length = Length
insp-items-selected = { $n } items selected
insp-mixed-selection = { $locations ->
    [one] { $locations } location
   *[other] { $locations } locations
}, { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
}, { $paths ->
    [one] { $paths } path
   *[other] { $paths } paths
}. Drag one to move them all; arrows nudge.
insp-id = Id
insp-id-hint = letters, digits, - and _
insp-id-hover = Renaming updates every path and region ring that uses the id
insp-base = Base
insp-special-base = Special base
insp-name = Name
insp-name-hint = shown instead of the id
insp-region-name-hint = e.g. Castle Hill
insp-special = Special
insp-special-hover = special base of the map's rule set
# $rule: the map's rule set; $effect: what its special bases do.
insp-special-rule-hover = { $rule }: { $effect }
insp-side = Side
insp-region = Region
insp-medals = Medals
insp-marker = Marker
insp-ring = Ring of { $n ->
    [one] { $n } base
   *[other] { $n } bases
}:
insp-drop-unknown = Drop the unknown bases from the ring
insp-drop-unknown-hover = Keep only the ring's bases that the map has
insp-position = Position
insp-restrict = Restrict strengths
insp-restrict-hover = Only the chosen strengths may be placed here
insp-restrict-rule-hover = This rule set restricts special bases to the strengths printed on them
insp-unknown-end = { $id } (unknown)
insp-repoint = Re-point this end
insp-choose = choose…
insp-joined = Joined to { $n }:
insp-joined-none = Joined to nothing yet: draw a path to it with the Path tool (P).
insp-delete = Delete
insp-delete-hover = Remove (locations take their paths with them) — Delete key

## Why an edit is refused (shown under the id field and in the status bar)
# $kind: base, hq, region (refuse-non-finite); base, hq, region, location, any (refuse-unknown).

refuse-bad-id = `{ $id }` is not a valid id: use 1 to 64 letters, digits, `-` or `_`, starting with a letter or digit
refuse-id-used = the id `{ $id }` is already used
refuse-non-finite-move = cannot move by a non-finite distance
refuse-non-finite-point = cannot move to a non-finite point
refuse-no-path = no path joins `{ $from }` and `{ $to }`
refuse-non-finite = { $kind ->
    [base] a base needs a finite position
    [hq] an HQ needs a finite position
   *[region] a region needs a finite marker position
}
refuse-loop = a path cannot join `{ $id }` to itself
refuse-unknown = { $kind ->
    [base] no base has the id `{ $id }`
    [hq] no HQ has the id `{ $id }`
    [region] no region has the id `{ $id }`
    [location] no base or HQ has the id `{ $id }`
   *[any] nothing has the id `{ $id }`
}
refuse-rename = cannot rename `{ $old }` to `{ $new }`

## Map facts
# $side: a side's name (side).

facts-bases = Bases
facts-bases-value = { $restricted ->
    [0] { $n } ({ $special } special)
   *[other] { $n } ({ $special } special, { $restricted } restricted)
}
facts-hqs = HQs
facts-hqs-value = { $blue } blue, { $red } red
facts-paths = Paths
# $mean: paths per base, written with one decimal.
facts-paths-value = { $n } (mean { $mean } per base, at most { $max })
facts-regions = Regions
facts-regions-value = { $n } holding { $medals } medals (the box has 16)
facts-targets = Targets
facts-targets-value = blue { $blue }, red { $red }
facts-territory = Territory
facts-territory-value = { $blue } nearer blue, { $red } nearer red, { $even } even
facts-territory-hover = Bases by which side's HQ is fewer steps away
facts-symmetry = Symmetry
# $how: the symmetries, each as `symmetry` words them, joined by "; ".
facts-symmetric = Symmetric: { $how }
facts-not-symmetric = Not mirror-symmetric
# $how: left_right, top_bottom or point.
symmetry = { $how ->
    [left_right] mirrored left to right
    [top_bottom] mirrored top to bottom
   *[point] the same after a half turn
}
facts-pieces = The map falls into { $n } separate pieces
facts-unreachable = { $n ->
    [one] { $n } base cannot be reached from any HQ
   *[other] { $n } bases cannot be reached from any HQ
}
facts-cannot-win = { $side } cannot win on medals: { $medals } on the map, target { $target }
facts-route-title = Shortest route to the enemy HQ
facts-route-side = { $side }:
# $via: the bases between the HQs, joined by ", ".
facts-route = { $n ->
    [one] { $n } step
   *[other] { $n } steps
} via { $via }
facts-route-direct = { $n ->
    [one] { $n } step
   *[other] { $n } steps
} via no base
facts-route-hover = Select the route and show it
facts-no-route = no route

## The map panel
# $side: blue or red (a key); $rule a rule set's name; $effect what its special bases do.

mappanel-name = Name
mappanel-author = Author
mappanel-rule-set = Rule set
mappanel-rule-none = None
mappanel-target = { $side ->
    [blue] Blue target
   *[red] Red target
}
mappanel-medals-suffix = { " " }medals
mappanel-published = { $rule }: { $effect }; targets { $blue }/{ $red }, HQs { $hqs_blue }/{ $hqs_red }
mappanel-use-published = Use the published targets { $blue }/{ $red }
mappanel-notes = Notes
mappanel-notes-hint = Design notes, sources, balance remarks
names-intro = A lesson or course in one of these languages shows these names on its board and in its sentences. Begin a name with the article a sentence reads it with, in lower case ("la Porte du donjon"): the board leaves it out. An empty field keeps the map's own name.
names-language = Names in
names-other = Another language (tag)
names-other-hint = pt-BR
names-show = Show
# $language: the language's own name and its tag, "Français (fr)".
names-count = { $named } of { $n } named in { $language }
names-drop = Remove the names in { $language }

## The background image panel

bg-choose = Choose image…
bg-choose-hover = A PNG or JPEG of a board to trace
bg-remove = Remove
bg-none = No image: trace a scanned board by loading it here.
bg-show = Show image
bg-opacity = Opacity
bg-scale = Scale
bg-scale-suffix = { " " }units/px
bg-offset-x = Offset x
# $file: the image's path; $error: why, as the system says it.
bg-unreadable = { $file }: cannot read the image: { $error }
bg-not-image = { $file }: not a PNG or JPEG image: { $error }
bg-too-large = { $file }: the image is { $width }×{ $height } pixels; toyforge accepts up to { $max } a side

## Copy, cut, paste and duplicate
# $verb: paste or duplicate (a key); $n a count of items.

clip-menu-cut = Cut
clip-menu-copy = Copy
clip-menu-paste = Paste
clip-menu-paste-hover = Paste map items from the clipboard, at the pointer
clip-menu-duplicate = Duplicate
# The name of the clipboard where a parse error says where it is ("the clipboard:5:3").
clip-source = the clipboard
clip-not-map = Cannot paste: the clipboard does not hold map items ({ $error })
clip-select-to-duplicate = Select something to duplicate
clip-nothing-to-duplicate = Nothing to duplicate
clip-select-to-copy = Select something to copy
clip-empty = { $verb ->
    [paste] Cannot paste: the clipboard's map has no bases, HQs or regions
   *[duplicate] Cannot duplicate: the clipboard's map has no bases, HQs or regions
}
clip-too-many = { $verb ->
    [paste] Cannot paste: the map would have { $n } locations; toyforge accepts at most { $max }
   *[duplicate] Cannot duplicate: the map would have { $n } locations; toyforge accepts at most { $max }
}
clip-refused = { $verb ->
    [paste] Cannot paste: { $error }
   *[duplicate] Cannot duplicate: { $error }
}
# The step in the Edit menu's history ("Undo paste 3 items").
clip-edit = { $verb ->
    [paste] paste { $n ->
        [one] { $n } item
       *[other] { $n } items
    }
   *[duplicate] duplicate { $n ->
        [one] { $n } item
       *[other] { $n } items
    }
}
clip-done = { $verb ->
    [paste] Pasted { $n ->
        [one] { $n } item
       *[other] { $n } items
    }
   *[duplicate] Duplicated { $n ->
        [one] { $n } item
       *[other] { $n } items
    }
}
# $dropped: how many paths or regions were left out; $ids: what they name, joined by ", ".
clip-done-dropped = { clip-done }; left out { $dropped } naming items not copied: { $ids }
clip-copied = Copied { $n ->
    [one] { $n } item
   *[other] { $n } items
} as map text
clip-cut = Cut to the clipboard as map text

## Lessons that use a renamed id
# $old, $new: the id before and after; $n a count of lessons (or of mentions in refs-file).

refs-title = Lessons use the old id
refs-body = `{ $old }` is now `{ $new }`, but { $n ->
    [one] { $n } lesson
   *[other] { $n } lessons
} written on this map still name `{ $old }`:
refs-file = { $file } ({ $n ->
    [one] { $n } mention
   *[other] { $n } mentions
})
refs-how = Updating rewrites only the ids in them (quoted ids and @ids), each file saved safely.
refs-update = Update the lessons
refs-leave = Leave them
refs-updated = Updated `{ $old }` to `{ $new }` in { $n ->
    [one] { $n } lesson
   *[other] { $n } lessons
}; save the map too
# $file: the lesson open in the lesson workspace.
refs-updated-open = { refs-updated }. { $file } is open in the lesson workspace: reopen it to see the change

## The tools' messages and options
# $kind: base or hq (tool-too-close); $side, $other: blue or red (keys).

tool-too-close = { $kind ->
    [base] Too close to `{ $id }`: place the base on empty ground
   *[hq] Too close to `{ $id }`: place the HQ on empty ground
}
tool-hq-hint = Click to place a { $side ->
    [blue] Blue
   *[red] Red
} HQ; press H again for { $other ->
    [blue] Blue
   *[red] Red
}
tool-hq-side = Side:
# $side: the side's name (side); $n: its HQs on the map.
tool-hq-side-count = { $side } ({ $n })
tool-hq-side-hover = HQs of this side already on the map are counted in brackets
tool-hq-published = { $rule }: { $blue } blue, { $red } red
tool-path-same-ends = A path needs two different ends
tool-path-joined = `{ $from }` and `{ $to }` are already joined
tool-path-start = Start a path on a base or an HQ
tool-path-end = A path must end on a base or an HQ
tool-path-dragging = Path from `{ $from }`: release on the other end (Esc cancels)
tool-region-no-ring = No ring of bases encloses this point: join bases with paths around it first
tool-region-exists = This area is already the region `{ $id }`
tool-region-added = Region added: set its medals and name in the inspector
tool-special-none = { $rule } has no special bases: choose another rule set in the Map panel
tool-special-hq = An HQ cannot be a special base
tool-special-rule = { $rule }:
tool-special-no-rule = No rule set: choose one in the Map panel to say what special bases do
tool-special-allowed = Allowed:

## The Arrange menu and "Complete the other half"
# $action: the Arrange action (a key: mirror_left_right, mirror_top_bottom, half_turn, clockwise,
# anticlockwise, align_left, align_right, align_top, align_bottom, align_centre_x,
# align_centre_y, distribute_horizontally, distribute_vertically).

# The step in the Edit menu's history ("Undo mirror left to right").
arrange-step = { $action ->
    [mirror_left_right] mirror left to right
    [mirror_top_bottom] mirror top to bottom
    [half_turn] rotate a half turn
    [clockwise] rotate 90° clockwise
    [anticlockwise] rotate 90° anticlockwise
    [align_left] align left
    [align_right] align right
    [align_top] align top
    [align_bottom] align bottom
    [align_centre_x] align centres vertically
    [align_centre_y] align centres horizontally
    [distribute_horizontally] distribute horizontally
   *[distribute_vertically] distribute vertically
}
# The menu item, and the status bar once done.
arrange-item = { $action ->
    [mirror_left_right] Mirror left to right
    [mirror_top_bottom] Mirror top to bottom
    [half_turn] Rotate a half turn
    [clockwise] Rotate 90° clockwise
    [anticlockwise] Rotate 90° anticlockwise
    [align_left] Align left
    [align_right] Align right
    [align_top] Align top
    [align_bottom] Align bottom
    [align_centre_x] Align centres vertically
    [align_centre_y] Align centres horizontally
    [distribute_horizontally] Distribute horizontally
   *[distribute_vertically] Distribute vertically
}
arrange-nothing = Nothing to { arrange-step }: the selection is already so
arrange-about-selection = Turn about the selection's centre
arrange-about-selection-hover = Off: mirrors and turns are about the centre of the board
arrange-board-centre = Board centre x { $x }, y { $y }
arrange-board-centre-none = Board centre: none yet
arrange-measure = Measure
arrange-measure-hover = Set the board centre to the mean of all locations now
arrange-complete-menu = Complete the other half…
arrange-complete-hover = Make the mirror image of the selected half (or of the whole map), with the sides swapped
arrange-select-to-turn = Select something to mirror or turn
arrange-select-to-align = Select two or more items to align
arrange-select-to-distribute = Select three or more items to distribute
# $error: why, as the map's check says it.
arrange-cannot-complete = Cannot complete the other half: { $error }
arrange-already-complete = The other half is already complete: nothing to add
arrange-complete-step = complete the other half
# $summary: what was added (arrange-summary); $notes: remarks, joined by "; ".
arrange-added = Added the other half: { $summary }
arrange-added-notes = Added the other half: { $summary }. Note: { $notes }
arrange-summary = { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}, { $hqs ->
    [one] { $hqs } HQ
   *[other] { $hqs } HQs
}, { $paths ->
    [one] { $paths } path
   *[other] { $paths } paths
} and { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
}
arrange-half-all = The half: the whole map (select items to complete only those).
arrange-half-selected = The half: the { $n ->
    [one] { $n } item
   *[other] { $n } items
} selected.
arrange-complete-title = Complete the other half
arrange-symmetry = Symmetry
arrange-goes = The other half goes
# $side: right, left, below or above (a key).
arrange-beside = { $side ->
    [right] right of
    [left] left of
    [below] below
   *[above] above
}
arrange-half-drawn = the half drawn
arrange-centre-x = Centre x
arrange-board-centre-button = Board centre
arrange-board-centre-hover = The mean of all locations, the centre the symmetry check uses
arrange-ids-half = Ids of the half
arrange-ids-twins = Ids of the twins
arrange-ids-how = `*` stands for the rest of the id: with `*` and `red-*`, `left-ford` gets the twin `red-left-ford`. HQs swap `blue` and `red`.
arrange-adds = Adds { $summary }.
arrange-complete = Complete

## The canvas

canvas-empty = Empty battlefield: press B and click to place bases, H for HQs, P to join them

## The balance lab (the Analysis section)
# $side: blue or red (a key) in lab-side-ai and lab-favoured, else a side's name (side); $n a
# count; $pc a percentage with its decimals, without the sign; $secs seconds with one decimal.

lab-compare = Compare (A/B)
lab-suggestions = Suggestions
lab-skill = Skill and luck
lab-static = Static facts
lab-results = Results
lab-side-ai = { $side ->
    [blue] Blue AI
   *[red] Red AI
}
# An AI's level (key: random, greedy, mcts).
lab-ai = { $level ->
    [random] Random
    [greedy] Greedy
    [expert] Expert
   *[mcts] MCTS
}
lab-iterations-suffix = { " " }it.
lab-iterations-hover = Search iterations a move (slow: try a few hundred games)
lab-games = Games
lab-seed = Seed
lab-seed-hover = The same seed plays the same games
lab-run = Run
lab-run-hover = Play the games in the background on every core
lab-show-on-map = Show on map
lab-show-on-map-hover = Tint bases and annotate regions on the canvas with the results
lab-stale-run = Stale: the map changed since this run (Run again to update)
lab-cancelled-early = Cancelled before any game was finished
# $what: what is counted (games, pairs, steps, maps).
lab-progress = { $done } of { $total } { $what ->
    [games] games
    [pairs] pairs
    [steps] steps
   *[maps] maps
}
lab-progress-cancelling = Cancelling… { lab-progress }
# $name: the kind of work (analysis, compare, suggest, skill); $error: why.
lab-no-thread = Cannot start the { $name } thread: { $error }
lab-failed = The analysis failed: { $error }
lab-stopped = The analysis stopped unexpectedly

## The results of a run

# A win rate: "12 (60.0%, 95% CI 38.7–78.1%)".
lab-rate = { $n } ({ $rate }%, 95% CI { $low }–{ $high }%)
# $blue, $red: each side's computer, in the words of the level lists ("greedy", "mcts:200").
lab-run-head = { $n ->
    [one] { $n } game
   *[other] { $n } games
}, blue: { $blue }, red: { $red }, seed { $seed }, in { $secs } s
lab-run-head-cancelled = { $head } (cancelled: { $played } of { $asked } played)
lab-wins = Wins: blue { $blue }, red { $red }, unfinished { $unfinished }
lab-first-player = First player
lab-wins-by-reason = Wins by reason
lab-all = All
# $how: hq, medals, stalled.
# What the mix of endings says about the map ($kind: hq_race, medal_race, stalls or mixed).
lab-ending = { $kind ->
    [hq_race] An HQ race: most games end by an HQ capture, so the routes to the HQs decide the balance and medal changes move it little. Lengthen or guard a route, or lower the targets to make the medals matter.
    [medal_race] A medal race: most games end on the medal target, so medals, targets and the paths into contested regions are the levers.
    [stalls] Many games stall: the side to move can neither draw nor place, often because the routes are long and the reserves run out first. Lowering the targets gives the games an end on the board.
   *[mixed] A mixed game: HQ captures, medal wins and stalls all decide games, so both the routes and the medals matter.
}
lab-reason = { $how ->
    [hq] HQ taken
    [medals] Medals
   *[stalled] Stalled
}
lab-unfinished = Unfinished
# $turns: with one decimal; $actions: whole.
lab-length = Game length (mean { $turns } turns, { $actions } actions)
lab-turns = { $n ->
    [one] { $n } turn
   *[other] { $n } turns
}
lab-axis-turns = turns
lab-axis-games = games
lab-regions = Regions: claimed by (mean turn)
lab-nobody = None
lab-region-hover = id `{ $id }`: { $n } medals
lab-bases = Bases: held at the end
lab-empty = Empty
lab-base-hover = id `{ $id }`
lab-none-decided = No game was decided
lab-favoured = { $side ->
    [blue] blue is favoured ({ $pc }% of decided games)
   *[red] red is favoured ({ $pc }% of decided games)
}
# $seat: first or second.
lab-seat-helps = { $seat ->
    [first] moving first helps ({ $pc }%)
   *[second] moving second helps ({ $pc }%)
}
lab-no-advantage = No clear advantage at 95% confidence
lab-metrics = Designer metrics
lab-metrics-hover = Formulas in the balance guide (docs/balance-guide.md)
lab-metric-head = Metric
lab-value-head = Value
lab-interval-head = 95% interval
# $id: the metric's name in the JSON output.
lab-metric-hover = { $n } games count; `{ $id }` in JSON
lab-side-balance = Side balance
lab-side-balance-hover = 1 − |2 × blue's share of decided games − 1|: 1 is even
# A designer metric's name ($metric: its id in the JSON output).
lab-metric = { $metric ->
    [first_mover] First player wins
    [blue_wins] Blue wins
    [unfinished] Unfinished
    [end_hq] Ends by HQ
    [end_medals] Ends by medals
    [end_stalled] Ends stalled
    [turns] Turns
    [branching] Branching factor
    [branching_max] Branching, most
    [decision_share] Decision turns
    [coverage] Board coverage
    [drama] Drama
    [deficit] Winner's deficit
    [lead_changes] Lead changes
   *[comeback] Comebacks
}

## The comparison (A/B)

lab-compare-about = The draft (B) against a map file (A), both played on the same seeds with the AIs above.
lab-pairs = Pairs of games
lab-against-saved = Draft against saved file
lab-against-saved-hover = A is the map as last saved; B is the draft with your edits
lab-not-saved = The map has not been saved to a file yet
lab-against-file = Against another file…
lab-cancel-compare = Cancel comparison
lab-draft-error = The draft: { $error }
lab-cancelled-no-pair = Cancelled before any pair was played
lab-stale-compare = Stale: the draft changed since this comparison
lab-note = Note: { $note }
lab-pairs-hover = { $n } pairs; `{ $id }` in JSON
# $n: how many metrics were compared; $holm: this metric's p-value after Holm's correction.
lab-significant = Significant at 5% among the { $n } metrics compared (Holm's correction: p = { $holm })
lab-map-shows = Map shows
lab-shows-heat = Heat of the last run
lab-shows-diff = A/B difference

## The suggestions

lab-games-a-change = Games a change
lab-cancel-suggest = Cancel suggestions
lab-suggest = Suggest changes
lab-suggest-hover = Say whether one side is favoured; if so, try every region's medals and each target one up and one down, and offer only the changes that help again on fresh seeds at a stronger level too
lab-stale-suggest = Stale: the map changed since these suggestions
# $pc, $low, $high: blue's share and its 95% interval, written as percentages; $level: the AI.
lab-suggest-now = Now blue wins { $pc } of decided games ({ $low } to { $high }) with { $level } on both sides, { $n } games a map.
# The share a stronger level gives on fresh seeds, on the map as it is ($pc: a percentage).
lab-suggest-stronger-now = With { $level } on fresh seeds, blue wins { $pc } of decided games on the map as it is.
lab-suggest-fair = No measurable advantage for either side: nothing to change.
# $level, $stronger: the AI levels.
lab-suggest-how = One side is favoured. Each change was tried on the same games, and the best again on fresh seeds with { $level } and with { $stronger }; only a change that helped at both is offered.
# $n: the changes that helped on the same games.
lab-suggest-none = { $n ->
    [0] No change brought the game closer to even: nothing is offered.
    [one] { $n } change helped on the same games, but not again on fresh seeds at both levels: nothing is offered.
   *[other] { $n } changes helped on the same games, but none again on fresh seeds at both levels: nothing is offered.
}
# One level's effect of a change on fresh seeds: blue's share after and before, the interval
# of the share after.
lab-suggest-effect = { $level }: blue wins { $after } instead of { $before } ({ $low } to { $high })
# $diff, $low, $high: percentages with their sign; $p the p-value.
lab-suggest-diff = Paired difference of blue's wins { $diff }% ({ $low }% to { $high }%), p = { $p }
lab-apply = Apply
lab-apply-hover = Make suggestion { $n } (undoable) and run again
# $region: the region's name (or id).
lab-tweak-medals = { $region } from { $from } to { $to } { $to ->
    [one] medal
   *[other] medals
}
# $side: blue or red (a key).
lab-tweak-target = { $side ->
    [blue] blue's target from { $from } to { $to }
   *[red] red's target from { $from } to { $to }
}

# $a, $b: the names of two locations.
lab-tweak-add-path = a new path between { $a } and { $b }
lab-tweak-remove-path = no path between { $a } and { $b }
# $base: a base's name; $on: yes (made special) or no (made plain).
lab-tweak-special = { $on ->
    [yes] { $base } made a special base
   *[no] { $base } made a plain base
}
lab-tweak-move-special = the special base moved from { $from } to { $to }

## The balancer

lab-balancer = Balancer
lab-games-a-map = Games a map
lab-balance-within = Band ± (points)
lab-balance = Balance the draft
lab-cancel-balance = Cancel balancing
# $within: the band's half-width in points; $level, $stronger: the two levels; $games, $fewer:
# games a map at each while searching.
lab-balance-hover = Search small edits (a region's medals, a target, a path, a special base) until blue wins within 50 ± { $within }% at { $level } and at { $stronger } on fresh seeds, with as few edits as it finds. Each map is played { $games } times at the first and { $fewer } at the second while searching, twice as many to confirm.
lab-stale-balance = Stale: the map changed since this search
lab-balance-mirror = The drawing is symmetric: a part that matches its mirror image is edited with it.
# $shares: each level's share, as lab-balance-share, joined.
lab-balance-before = As drawn: { $shares }
lab-balance-after = After the edits: { $shares }
lab-balance-share = { $level } { $pc } ({ $low } to { $high })
lab-balance-fair = Already within the band at every level: nothing to change.
lab-balance-unclear = No level is measurably outside the band (each interval reaches into it): nothing to change. More games may tell.
lab-balance-nothing = No edit brought it nearer the band.
lab-balance-found = { $n ->
    [one] One edit brings it within the band:
   *[other] { $n } edits bring it within the band:
}
lab-balance-nearest = No map within the band found; the nearest takes { $n ->
    [one] one edit:
   *[other] { $n } edits:
}
lab-balance-apply = Apply all
lab-balance-apply-hover = Make every edit as one step (undoable)

## Skill and luck

lab-games-a-rung = Games a rung
lab-mcts-budgets = MCTS small / full
lab-cancel-skill = Cancel skill trace
lab-run-skill = Run skill trace and luck
lab-run-skill-hover = Each level against the one below, both seats; then each game twice by the same players, its chance dealt again the second time (MCTS is slow)
lab-stale-skill = Stale: the map changed since this trace
# $index, $low, $high: with two decimals; $same of $n deals.
lab-luck = Luck index { $index } (95% CI { $low } to { $high }): { $same } of { $n } games decided both times were won by the same colour when their chance was dealt again
lab-luck-hover = 0: chance never changes the winner; 1: the winner is as if drawn afresh each time
lab-level-head = Level
lab-wins-below-head = Wins vs the one below
lab-verdict-head = Verdict
lab-ends-head = HQ / medals / stalled
# $strong, $weak: AI levels as the notation writes them.
lab-rung = { $strong } vs { $weak }
# $verdict: even, blue, red, undecided.
lab-verdict = { $verdict ->
    [even] no side favoured
    [blue] blue favoured
    [red] red favoured
   *[undecided] no game decided
}
lab-blue-won = Blue won { $pc }% of the decided games
lab-verdict-holds = The balance verdict is the same at every rung
lab-verdict-changes = The balance verdict changes with the level of play
# Beside a rung's share of wins when the stronger level loses to the one below.
lab-inverted-mark = inverted
# $strong, $weak: AI levels; $pc, $low, $high: the stronger level's share of the games and its
# 95% interval, in percent.
lab-inverted-rung = Inverted rung: { $strong } wins { $pc }% ({ $low }–{ $high }%) against { $weak }, the level meant to be weaker

## Static facts

# $route: the route's ids joined by " → ".
lab-route = { $side }: { $n } steps ({ $route })
lab-no-route = { $side }: no route
lab-symmetry = Symmetry: { $how }
lab-no-symmetry = Symmetry: none (the sides face different maps)
# $reachable: yes or no.
lab-target = { $side }: target { $target }, { $medals } medals on the map{ $reachable ->
    [yes] {""}
   *[no] { " " }(cannot be reached)
}
lab-region-steps = Steps from each HQ to each region (nearest / farthest base)

## The heat overlay's legend on the canvas

legend-heat = Heat: who held each base at the end
legend-heat-blue = blue
legend-heat-red = red
legend-heat-note = Fainter: held in fewer games. Region bars: claims by blue | red
legend-diff = A/B: B − A, who held each base more often
legend-diff-blue = more blue in B
legend-diff-red = more red in B
legend-diff-note = Stronger: a larger difference (full at ±50% of games)

## Play mode
# $side: a side's name (side), except where it says it is a key; $file a file's path.

# $who: hot_seat, blue, red or both.
play-opponent = { $who ->
    [hot_seat] Hot-seat
    [blue] Computer plays Blue
    [red] Computer plays Red
   *[both] Computer plays both
}
# $name: the map's name.
play-origin-map = New game on { $name }, seed { $seed }
play-origin-scenario = Scenario { $file }
play-origin-scenario-titled = Scenario “{ $title }” ({ $file })
# The name a new map starts with.
new-map-name = Untitled battlefield
play-no-game = No game is running.
play-mid-effect = The game started during an effect; its position cannot be written.
play-write-failed = Could not write { $file }: { $error }
play-saved-start = Saved the starting position to { $file }.
# $n: the actions saved with it.
play-saved-moves = { $n ->
    [0] Saved the starting position to { $file } (no moves played yet).
    [one] Saved the starting position and the { $n } action played to { $file }.
   *[other] Saved the starting position and the { $n } actions played to { $file }.
}
# $said: what was saved (play-saved-…); $note: where the replay differs.
play-saved-note = { $said } Note: { $note }.
# A game saved as a lesson (play mode's Save with moves): its title ($map: the map's name),
# the walkthrough step's title and introduction, and how it ends.
saved-game-title = Game on { $map }
saved-game-step = The game as played
saved-game-intro = The game played from this position, { $n ->
    [one] { $n } action
   *[other] { $n } actions
}, one a stage.
saved-game-stops = The game stops here, { $side } to move.
# $action: what the action did (`action-…`); $outcome: how the game ended, as a sentence.
saved-game-stage-end = { $action } { $outcome }
# $n: the action's number; $action: it in notation; $error: the engine's reason.
saved-game-start-unwritable = The starting position cannot be written back: { $error }
saved-game-no-replay = Action { $n } `{ $action }` no longer replays: { $error }
saved-game-refused = Action { $n } `{ $action }` cannot be written: the saved position refuses it ({ $error })
saved-game-divergence = action { $n } `{ $action }` replays to a different position (the notation cannot say whether XB-42 took a frozen copy)
play-started-from = Started from { $file }.
# $file: the scenario file; $error: why its position cannot be played.
play-cannot-start = { $file }: { $error }
# $side: blue or red (a key).
play-no-move = The computer found no move for { $side ->
    [blue] blue
   *[red] red
}.
play-choose-setup = Choose the setup above and press Start game.
play-start = Start game
play-show-all = Show everything
play-start-scenario = Start from scenario…
play-start-scenario-hover = Choose a scenario file to start from
play-game-over = Game over: { $side } wins
play-to-move = { $side } to move
# $level: the computer's level as the setup bar's list writes it ("greedy", "mcts:50").
play-to-move-computer = { $side } to move (computer, { $level })
play-medals = Medals: Blue { $blue } / { $blue_target }, Red { $red } / { $red_target }
play-edit-as-lesson = Edit as a lesson
play-edit-as-lesson-hover = Open { $file } in the lesson workspace to annotate it
play-save = Save as scenario
play-save-again = Write the game to { $file } again
play-save-choose = Choose the file to save the game to
play-save-as = Save as scenario…
play-with-moves = with the moves
play-with-moves-hover = Add the moves played as a walkthrough step, to turn the game into a lesson; unticked, only the starting position is saved
play-moves = Moves
# $levels: each computer's level (play-level-status), joined by ", ".
play-levels = Computer levels: { $levels }
play-delay = delay between moves
play-seconds-suffix = { " " }s
play-delay-hover = How long the computer waits after the last move before it moves
play-resume = Resume computer
play-step = Step
play-step-hover = Let the computer play one move
play-step-disabled = The side to move is not the computer's
play-pause = Pause
play-pause-hover = Stop the computer; you may then move for it, or Step
play-thinking = thinking…
play-paused = The computer is paused.
play-rack-of = { $side }'s rack:
play-face-down = { $n ->
    [one] { $n } troop, face down
   *[other] { $n } troops, face down
}
# A move of the move list: its number, the side (blue or red, a key) and the action in the
# notation.
play-move = { $n }. { $side ->
    [blue] blue
   *[red] red
} { $text }
play-start-of-game = Start of the game
play-ready = I'm ready
play-turn-of = { $side }'s turn
play-hand-over = The racks are hidden. Hand over to { $side }, who presses the button (or Space) to see their rack.

## Play mode's setup bar

play-seed = Seed
play-first = First:
play-first-random = Random
# The accessible name of the chooser of who moves first.
play-first-name = moves first
play-first-game = First game
play-opponent-label = Opponent:
play-opponent-name = opponent
play-level-side = { $side }:
# The accessible name of a computer's level chooser.
play-level-name = { $side } computer level
play-level-status = { $side }: { $level }
# A computer's level, as the play setup and a practice step offer it ($level: random, greedy,
# mcts, expert, or custom for mcts with a chosen number of iterations).
ai-level = { $level ->
    [random] random
    [greedy] greedy
    [expert] expert
    [custom] mcts:N
   *[mcts] mcts
}
# $n: the iterations a move of a search with a chosen number of them.
ai-level-iterations = mcts:{ $n }
ai-level-millis = mcts:{ $n }ms
ai-level-expert-iterations = expert:{ $n }
ai-level-expert-millis = expert:{ $n }ms
play-expert-hover = Tree search with an evaluation fitted to self-play games: stronger than mcts in the same time a move on most battlefields, but not on City of Clouds
play-mcts-custom-hover = Monte Carlo tree search with a chosen number of iterations a move
# $levels: the levels, listed ("random, greedy, mcts and mcts:N").
play-level-hover = The level of { $side }'s computer: { $levels }
play-iterations = iterations
# $n: the default iterations of mcts.
play-iterations-hover = Iterations a move for { $side }'s computer (mcts is { $n })

## The map check's problems (the command line writes them in English)
# $side, $other: a side's key (blue, red); $what: base or hq; $id, $from, $to: an id, quoted;
# $ids: ids, quoted and listed; $rule: a rule set's name; $n and other counts are numbers.

# A list of ids cut short: $list the first ones, $n how many more.
problem-list-more = { $list } and { $n } more
problem-empty-name = The map has no name; players see it in menus and reports.
# $x, $y: the coordinates as they are.
problem-non-finite-position = The { $what ->
    [base] base
   *[hq] HQ
} { $id } has no usable position ({ $x }, { $y }); give it finite coordinates.
problem-non-finite-marker = The medal marker of region { $id } has no usable position ({ $x }, { $y }).
# $n: the path's number; $first: that of the path joining the same locations.
problem-loop-path = Path { $n } joins { $id } to itself; a path must join two different locations.
problem-duplicate-path = Path { $n } joins { $from } and { $to } again (path { $first } already does); remove one.
problem-missing-hq = The { $side ->
    [blue] blue
   *[red] red
} side has no HQ; every side needs at least one.
problem-hqs-adjacent = The { $side ->
    [blue] blue
   *[red] red
} HQ { $from } is joined to the { $other ->
    [blue] blue
   *[red] red
} HQ { $to }: the first troop placed would win at once.
problem-path-between-own-hqs = The path between { $from } and { $to }, both { $side ->
    [blue] blue
   *[red] red
} HQs, can never be used (HQs are never steps of a connection).
problem-isolated = The { $what ->
    [base] base
   *[hq] HQ
} { $id } has no path to anything; join it to the map or remove it.
problem-unreachable = { $n ->
    [one] The base { $ids } cannot be reached from any HQ; troops could only get there with Hook.
   *[other] The bases { $ids } cannot be reached from any HQ; troops could only get there with Hook.
}
problem-target-zero = { $side ->
    [blue] The blue medal target is 0; blue would have won before the first turn.
   *[red] The red medal target is 0; red would have won before the first turn.
}
problem-target-above-total = { $side ->
    [blue] The blue medal target is { $target } but the regions hold only { $total } medals in all; blue can never win on medals (the map can still be played).
   *[red] The red medal target is { $target } but the regions hold only { $total } medals in all; red can never win on medals (the map can still be played).
}
problem-too-many-medals = The regions hold { $total } medals but the box has only { $box } medal tokens.
# $n: the HQs (or medals) of the published battlefield; $count, $target: this map's.
problem-hq-count-differs = { $rule } is played with { $n ->
    [one] { $n } HQ
   *[other] { $n } HQs
} for { $side ->
    [blue] blue
   *[red] red
}; this map has { $count }.
problem-target-differs = { $rule } is played to { $n } medals for { $side ->
    [blue] blue
   *[red] red
}; this map asks for { $target }.
problem-no-special-bases = The map follows the { $rule } rules but marks no special base, so the rule never comes into play.
problem-special-without-restriction = The special base { $id } lists no allowed strengths; on { $rule } a special base only restricts what may be placed on it.
problem-empty-restriction = The { $what ->
    [base] base
   *[hq] HQ
} { $id } allows no strength at all, so no troop could ever be placed there; list at least one or remove the restriction.
# $strengths: the strengths listed twice, joined by ", ".
problem-repeated-strength = The allowed strengths of the { $what ->
    [base] base
   *[hq] HQ
} { $id } list { $strengths } more than once.
# Ids, rule sets and the drawing. $what: base, hq or region.
# The separator of a list of phrases.
problem-list-sep = {", "}
# One of the things that share an id, in problem-duplicate-id's $users.
problem-id-user = { $what ->
    [base] base
    [hq] HQ
   *[region] region
} { $id }
# $n: how many things use the id; $users: those things (problem-id-user), listed.
problem-duplicate-id = The id { $id } is used { $n } times ({ $users }); ids must be unique, ignoring case.
problem-malformed-id-empty = The id { $id } of a { $what ->
    [base] base
    [hq] HQ
   *[region] region
} is empty.
# $n: the id's length; $max: the longest an id may be.
problem-malformed-id-long = The id { $id } of a { $what ->
    [base] base
    [hq] HQ
   *[region] region
} is { $n } characters long (at most { $max }).
problem-malformed-id-chars = The id { $id } of a { $what ->
    [base] base
    [hq] HQ
   *[region] region
} must start with a letter or digit and hold only letters, digits, '-' and '_'.
# $n: the path's number; $end (and $other): the end(s) the map lacks.
problem-unknown-location = Path { $n } between { $from } and { $to } leads to { $end }, which the map does not have.
problem-unknown-locations = Path { $n } between { $from } and { $to } leads to { $end } and { $other }, which the map does not have.
# An end of a path that is a region's id.
problem-unknown-end-region = { $id } (a region, not a base or HQ)
# $n: the side's HQs, listed in $ids; $enemies: how many enemy HQs there are.
problem-no-route-to-enemy-hq = No chain of bases leads from the { $side ->
    [blue] blue
   *[red] red
} { $n ->
    [one] HQ
   *[other] HQs
} { $ids } to { $enemies ->
    [one] the
   *[other] any
} enemy HQ; { $side ->
    [blue] blue
   *[red] red
} could never win by taking an HQ.
# $id: the region; $ids: the ring's entries in question, $n of them.
problem-ring-unknown-base = The ring of region { $id } names { $ids }, which the map does not have.
# English says "the HQ" for any count $n, as the command line always has.
problem-ring-has-hq = The ring of region { $id } includes { $n ->
   *[other] the HQ
} { $ids }; a region is bounded by bases only.
problem-ring-repeats-base = The ring of region { $id } passes { $ids } more than once; each base may appear once.
# $n: the bases of the ring.
problem-ring-too-short = The ring of region { $id } has { $n ->
    [one] { $n } base
   *[other] { $n } bases
}; a ring needs at least 3 bases around the marker.
# $gaps: the pairs of bases no path joins (problem-ring-gap), joined by problem-ring-gap-sep.
problem-ring-not-closed = The ring of region { $id } is not closed: no path joins { $gaps }.
problem-ring-gap = { $from } and { $to }
problem-ring-gap-sep = {", nor "}
# $x, $y: the marker's coordinates.
problem-marker-outside-ring = The medal marker of region { $id } at ({ $x }, { $y }) lies outside its ring; move the marker inside or fix the ring.
# $first: the region that has the ring first.
problem-duplicate-region = Regions { $first } and { $id } have the same ring; their medals would always be claimed together.
problem-region-without-medals = Region { $id } holds no medals, so claiming it changes nothing.
# $ring: the stored ring; $found: the bases around the marker in the drawing.
problem-ring-differs-from-drawing = The ring of region { $id } is { $ring }, but the drawing around its marker is bounded by { $found }.
problem-no-face-around-marker = No face of the drawing encloses the marker of region { $id } although its ring does; paths between its bases may cross.
# $n: the special bases, listed in $ids; $rule: the map's rule set.
problem-special-without-rule = { $n ->
    [one] The base { $ids } is
   *[other] The bases { $ids } are
} marked special but the map names no rule set; choose a rule set with special bases or unmark them.
problem-special-on-rule-without = { $n ->
    [one] The base { $ids } is
   *[other] The bases { $ids } are
} marked special but { $rule } has no special bases; choose a rule set with special bases or unmark them.
# $from, $to: one path's ends; $other-from, $other-to: the other's.
problem-paths-cross = The path between { $from } and { $to } crosses the path between { $other-from } and { $other-to } in the drawing; players may misread which locations are joined.
# $id: the location the path passes.
problem-path-through-location = The path between { $from } and { $to } is drawn through { $id }, which it does not join; players may think they are connected.
# $n: the locations, listed in $ids; $spacing: the least distance, in map units.
problem-locations-overlap = { $ids } are drawn on top of each other (closer than { $spacing } units); move them apart.
# $kind: the kind of warning; $n: how many of them are not listed; $shown: how many are.
problem-unlisted = Warnings of the kind { $kind } not listed: { $n } (the first { $shown } are).
problem-unlisted-at-least = Warnings of the kind { $kind } not listed: at least { $n } (the first { $shown } are); the map has too many paths for the check to count them all.
# $n: the map's count; $max: the most the engine plays.
problem-too-large-locations = The map has { $n } locations (bases and HQs); the engine plays maps of at most { $max }, so it cannot be played.
problem-too-large-regions = The map has { $n } regions; the engine plays maps of at most { $max }, so it cannot be played.
# A scenario that cannot start. $reason: the engine's sentence.
problem-unplayable = the map cannot be played: { $reason }
problem-impossible-position = the prepared position is impossible: { $reason }

## The heat overlay's words (the bars under the regions' medals, the bases' tooltips)

# $blue and $red are percentages of the games each side claimed the region in.
heat-bar = B { $blue } · R { $red }
# $lean runs from −1 (blue held the base) to +1 (red held it); $share is a percentage.
heat-tip-held = { $id }: lean { $lean }, held in { $share } of games
heat-tip-absent = { $id }: not in the run
# $d: how much more often red held the base in B than in A, from −1 to +1.
heat-tip-diff = { $id }: B − A { $d }
heat-tip-not-compared = { $id }: not compared

# What completing the other half or pasting leaves out, and why it cannot ($from, $to, $id,
# $other: ids; $pattern: an id pattern with `*`).
transform-path = the path between `{ $from }` and `{ $to }`
transform-region = the region `{ $id }`
transform-pattern-star = the pattern `{ $pattern }` needs exactly one `*`
transform-pattern-invalid = the pattern `{ $pattern }` makes ids that are not valid: use letters, digits, `-` or `_`
transform-patterns-same = the two patterns are the same: twins would get the same id
transform-centre-not-finite = the centre of the board is not a finite point
transform-targets-differ = the medal targets differ (blue { $blue }, red { $red }): set them equal for a symmetric map
transform-no-position = `{ $id }` has no finite position: no twin made
transform-twin-taken = the twin of `{ $id }` would stand where `{ $other }` is, which is not its kind of twin (a base needs a base with the same special mark and strengths, an HQ an HQ of the other side)
transform-path-no-twin = the path between `{ $from }` and `{ $to }` has no twin: an end has none
transform-region-no-twin = the region `{ $id }` has no twin: a base of its ring has none
