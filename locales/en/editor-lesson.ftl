# The desktop app's lesson workspace: the position, the steps and their fields, claims, the
# recorder, the engine panel, and the names of its edits in the history.

## The Position tab: the side panel

# A piece in words: $side a side's name, $code the troop's value, $troop its name ("Blue 7 Roxy").
le-piece = { $side } { $code } { $troop }
# The button making $side the side to move.
le-to-move = { $side } to move
# The + and − buttons of a troop in a side's list ($list: rack, frozen, removed, reserve).
le-list-add = Add { $troop } to { $side }'s { $list ->
    [rack] rack
    [frozen] frozen troops
    [removed] removed troops
   *[reserve] reserve
}
le-list-take = Take { $troop } from { $side }'s { $list ->
    [rack] rack
    [frozen] frozen troops
    [removed] removed troops
   *[reserve] reserve
}
# How a side's reserve is given ($kind: shuffled, top, exact).
le-reserve-kind = { $kind ->
    [shuffled] Shuffled
    [top] Known top
   *[exact] Exact order
}
le-reserve-kind-hover = { $kind ->
    [shuffled] Every troop not placed elsewhere, shuffled with the seed
    [top] Troops you choose on top, in order; the rest shuffled below them
   *[exact] Exactly the troops you list, in order
}
# $kind is the kind's name as le-reserve-kind writes it.
le-reserve-kind-label = { $side }'s reserve: { $kind }
# The buttons of a reserve's entry ($verb: raise, lower, remove; $n counts from the top).
le-reserve-button = { $verb ->
    [raise] Raise
    [lower] Lower
   *[remove] Remove
} { $side }'s reserve troop { $n }
# The buttons of a discard's entry ($n counts from the oldest).
le-discard-button = { $verb ->
    [raise] Raise
    [lower] Lower
   *[remove] Remove
} discarded troop { $n }
le-discard-add-label = Add the palette's troop to the discard
# Who claimed region $id: $owner is blue, red or none; $side the owner's name.
le-claim-label = { $id } claimed by { $owner ->
    [none] nobody
   *[other] { $side }
}
le-auto-medals-label = { $side }'s medals from claimed regions
le-reset-new-game = Reset to a new game
le-turn-options = Turn and options
le-discard-pile = Discard pile ({ $n })
le-claimed-regions = Claimed regions
le-to-move-prompt = To move:
le-to-move-hover = The position is the start of { $side }'s turn
le-seed = Seed
le-seed-hover = Seeds the shuffled reserves and the game's chance (XB-42, freezes)
le-first-game = First game
le-first-game-hover = First-game mode: the special bases have no effect
le-reset-hover = Replace the whole position by the one a new game starts from with this seed: 4 troops removed per side, 3 on the rack of the side to move and 4 on the other's
le-unplayable = The map cannot be played
# The rack's column: $n troops of at most $max.
le-rack-count = Rack { $n }/{ $max }
le-rack-hover = The troops the side can place, at most { $max }
le-frozen = Frozen
le-frozen-hover = Rack troops frozen by a Battlefield base this turn; only the side to move can have some
le-removed = Removed
le-removed-hover = Troops set aside unseen at setup (4 per side in a new game)
le-rack-full = The rack is full: it holds at most { $max }
le-frozen-not-to-move = Only the side to move can have frozen troops
le-frozen-rack-first = Frozen troops are part of the rack: add one to the rack first
le-one-less = One { $troop } less
le-one-more = One { $troop } more
le-medals = Medals
le-medals-auto = from claimed regions
le-medals-auto-hover = Medals are the sum of the regions the side has claimed; untick to set them by hand
le-side-medals = { $side }'s medals
# After a side's medals: the $n it needs to win.
le-medals-of = of { $n }
le-reserve = Reserve
le-reserve-shuffled-note = { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} not placed elsewhere, shuffled with the seed.
le-reserve-top-note = On top, top first; then { $n } more shuffled below.
le-reserve-exact-note = Top first, { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}.
# An entry of a numbered list: $at its place, $troop the troop or piece in words.
le-list-entry = { $at }. { $troop }
le-add = Add:
le-reserve-add-hover = Add a { $troop } at the bottom of the list
le-add-missing = Add the missing troops
le-add-missing-hover = Add at the bottom the { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} the side lacks to have 3 of each
le-add-missing-none = The side has 3 of each troop or more
le-add-missing-label = Add { $side }'s missing troops to the reserve
le-up = Up
le-up-hover = Move it up
le-down = Down
le-down-hover = Move it down
le-remove-hover = Take it out of the list
le-discard-empty = Empty.
le-oldest-first = Oldest first.
le-discard-add = Add { $piece }
le-discard-add-palette = Add the palette's troop
le-discard-add-hover = Put the palette's troop on top of the discard pile
le-choose-troop-first = Choose a troop in the palette first
le-no-medal-region = This map has no region with medals.
# A region's row: its $name and its $n medals.
le-region-row = { $name } ({ $n })
le-region-hover = Region `{ $id }`, { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}
le-nobody = nobody
le-unclaimed-hover = Not claimed: its medals are still on the board
le-claimed-hover = Claimed by { $side }: its medals are { $side }'s
le-stray-claim = `{ $id }` is no region of this map
le-remove = Remove
le-remove-claim = Remove the claim on `{ $id }`

## The Position tab: the palette, the chosen stack and the board

# The palette's troop button: $troop is its value and name ("7 Roxy").
le-palette-troop = Palette: { $troop }
le-palette-side = Palette: { $side }
le-palette-select = Palette: choose only
# The buttons of a stack's entry ($verb: raise, lower, remove; $n counts from the bottom of the
# stack on $id).
le-stack-button = { $verb ->
    [raise] Raise
    [lower] Lower
   *[remove] Remove
} troop { $n } of @{ $id }
# $error says why the map cannot be played.
le-board-unshown = The board cannot be shown: { $error }
le-board-unshown-note = The side panels still edit the position; the board shows once the map can be played.
le-engine-no-start = The position cannot start a game yet, so the engine cannot judge it.
le-palette = Palette
le-palette-side-hover = Put down { $side } troops
le-choose-only = Choose only
le-choose-only-hover = Clicks on the board only choose a location, to see its stack
# $piece is a piece in words ("Blue 7 Roxy").
le-palette-troop-hover = Click a base to put a { $piece } on top of its stack
# How many of a troop are not placed anywhere yet.
le-left = { $n ->
    [0] none left
   *[other] { $n } left
}
# $reserve: exact or shuffled.
le-left-hover = { $side } has 3 of each troop; { $n } { $n ->
    [one] is
   *[other] are
} not placed anywhere yet ({ $reserve ->
    [exact] the exact reserve lacks them
   *[shuffled] they make up the shuffled reserve
})
le-palette-put = Click a base to put a { $piece } on top. Right-click takes the top troop off.
le-palette-choose = Click a base to choose it. Right-click takes the top troop off.
le-chosen-none = Click a location to list its stack here.
le-stack-empty = No troops here.
le-top-first = Top first:
# A troop of the chosen stack; $place: top, bottom or middle.
le-stack-entry = { $piece }{ $place ->
    [top] {" "}(top)
    [bottom] {" "}(bottom)
   *[middle] {""}
}
le-stack-up-hover = Move it up the stack
le-stack-down-hover = Move it down the stack
le-stack-remove-hover = Take it off the board
le-clear-stack = Clear this stack
le-clear-stack-hover = Take every troop off @{ $id }
le-put-on-hq = @{ $id } is an HQ: no troop starts on an HQ, since a troop there ends the game.
le-put-terrain = Put there, but note: the terrain of @{ $id } does not take a { $troop }, so no placement in a game could have put it there.
le-board = Board
le-clear-board = Clear board
le-clear-board-hover = Take every troop off the board
le-board-empty = The board is empty
le-stray-stacks = Stacks on ids this map does not have:
le-stray-stack = `{ $id }`: { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}
le-stray-stack-hover = Drop this stack
le-remove-stack = Remove the stack on `{ $id }`

## The engine panel: "What would the engine play?"

le-engine = Engine
le-engine-ask = What would the engine play?
le-engine-ask-hover = Judge every complete turn of the side to move and list the best, by the engine's evaluation
le-engine-thinking = The engine is thinking
le-engine-game-over = The game is over
le-engine-judging = Judging every complete turn...
le-engine-judged = { $n ->
    [one] { $n } complete turn
   *[other] { $n } complete turns
} judged; values in medals, from the mover's side.
# $n turns searched, $line the turn the search stopped at.
le-engine-cut = The search was cut at { $n } turns, from "{ $line }" on.
# Where an engine line may be recorded (the key is the code's).
le-engine-use = { $what ->
    [solution] the solution
    [alternative] an alternative
    [wrong] a wrong line
    [candidate] a candidate
    [new_puzzle] a new puzzle's solution
   *[new_compare] a new comparison's candidate
}
# $what is where, as le-engine-use writes it.
le-engine-as = As { $what }
le-engine-record = Record this line as { $what }
le-engine-use-label = Use engine line { $n } as { $what }
le-engine-no-step-start = The step cannot start, so the engine has no position to judge.

## The soundness of a puzzle

le-soundness = Soundness
le-sound-judging = Judging every complete turn of the puzzle...
le-sound-ok = Sound: every line the learner can play is judged fairly.
# $what: alternative or wrong.
le-sound-add-label = Add unlisted line { $n } as { $what ->
    [alternative] alternative
   *[wrong] wrong line
}
le-sound-add-hover = Add the line as { $what ->
    [alternative] an alternative
   *[wrong] a wrong line
}
le-sound-lengthen-label = Make the wrong line longer for line { $n }
# A kind of unfair line ($kind, its title) and how many lines are of it.
le-sound-kind = { $kind }: { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
le-sound-played-out = played out as { $outcome }
le-sound-mark-wrong = Mark it wrong
le-sound-accept = Accept it
le-sound-more = and { $n } more of this kind
le-sound-budget-spent = The check's work budget was spent before this step.
le-sound-budget = Budget reached after { $n } finished turns; lines from "{ $line }" on were not judged.
le-fix-accept-drop = Add the line as an accepted alternative and remove wrong line { $n }
le-fix-accept = Add the line as an accepted alternative
le-fix-wrong-drop = Remove alternative { $n } and add the line as a wrong line, with feedback to write
le-fix-wrong = Add the line as a wrong line, with feedback to write
le-fix-drop-wrong = Every line going on from wrong line { $n } is good: remove it
# $lines: the lines, each quoted, as a list.
le-fix-replace-wrong = Replace wrong line { $n } by { $lines }
le-quoted = "{ $line }"

## The Position tab: the live check and the census

le-check-ready = The position is ready to play
le-check-over = The position starts a game that is already over
le-check-not-ready = The position cannot start
le-census = Where each troop is
# The side to move ($side) and each side's medals ($blue_n of $blue_of for the side $blue…).
le-check-medals = { $side } to move · medals: { $blue } { $blue_n } of { $blue_of }, { $red } { $red_n } of { $red_of }
# $outcome: how the game ended; $medals: le-check-medals.
le-check-over-why = { $outcome }. { $medals }.
le-check-goes-on = Editing goes on: fix the position, or save it as it is and fix it later.
le-check-more = …and { $n } more problems (hover to list them all)
# $problem: the map's problem, as the engine words it.
le-check-map = The map cannot be played: { $problem }
le-census-side = { $side }:
# Where a side's troops are; $shuffled of the reserve are dealt by the seed.
le-census-sums = board { $board } · rack { $rack } · reserve { $reserve }{ $shuffled ->
    [0] {""}
   *[other] {" "}({ $shuffled } shuffled)
} · discard { $discard } · removed { $removed } = { $total } of { $all }
# A count of a troop in a list of troops ("2 Roxy").
le-census-count = { $n } { $troop }
le-census-missing = missing { $troops }
le-census-extra = too many: { $troops }
le-census-column = { $column ->
    [board] Board
    [rack] Rack
    [reserve] Reserve
    [discard] Discard
    [removed] Removed
   *[all] All
}

## The lines of a step, by name

# A line of a step ($line, the code's key; $n its number when it has one).
le-line = { $line ->
    [setup] setup
    [candidate] candidate { $n }
    [solution] solution
    [solution_reply] solution's reply
    [alternative] alternative { $n }
    [alternative_reply] alternative { $n }'s reply
    [wrong] wrong line { $n }
    [stage] stage { $n }
   *[example] example
}
# A variation by its $path ("1.2") under the line $of.
le-line-variation = variation { $path } of { $of }
# Why a line of a step cannot be played. $n: a 1-based number; $error, $refusal: why the
# action fails (`line-action-failed`); $answer, $line: a line's name (`le-line`); $after,
# $parent: counts of actions.
le-line-error-stage = stage { $n } does not parse: { $error }
le-line-error-answer-syntax = the { $answer } does not parse: { $error }
le-line-error-answer-refused = the { $answer } is refused ({ $refusal }), so the reply has no position to start from
le-line-error-no-line = the step has no { $line }
le-line-error-syntax = the line does not parse: { $error }
le-line-error-variation-start = the variation starts after action { $after }, but its parent line plays { $parent }
le-step-none = no step { $n }
le-step-setup = the step's setup: { $error }
# "Claims from outcome" on a line refused before its end ($n: the refused action; $total: the
# line's actions).
le-refused-early = action { $n } of { $total } is refused before the line's end: fix the line, or end it there
# A line's outcome in one sentence, beside the line in the Steps tab and on the board after it:
# its parts (line-summary-…) joined by line-summary-sep.
line-summary = { $parts }
line-summary-sep = { " · " }
line-summary-actions = { $n ->
    [0] no actions
    [one] { $n } action
   *[other] { $n } actions
}
# $change: `won` or `lost`; $n: how many; $medals: the side's medals now; $target: its target.
line-summary-medals = { $side } { $change ->
    [won] +{ $n }
   *[lost] -{ $n }
} medals ({ $medals } of { $target })
# $regions: the ids of the regions claimed, listed.
line-summary-claims = { $side } claims { $regions }
line-summary-to-move = { $side } to move
# $effect: the effect waiting (`effect`).
line-summary-to-answer = { $side } to answer { $effect }
# A line refused: $n, the refused action's number; $action, it in notation; $reason, the
# engine's reason; $played, how many actions before it are played.
line-summary-illegal = illegal at action { $n } '{ $action }': { $reason }{ $played ->
    [0] {""}
    [one] {" "}(the action before it is played)
   *[other] {" "}(the { $played } actions before it are played)
}
# What a list of claims that is not a line's is about.
le-claims-of = { $of ->
    [position] the position
   *[accept_if] accept if
}

## The board of the Steps tab and the recorder

# $outcome: how the game ended ("Blue wins by medals").
le-game-over = Game over: { $outcome }.
# $effect: the effect waiting for an answer.
le-to-answer = { $side } to answer { $effect }
# A side's state above the board: $n of $of medals, its $rack, its $reserve's size.
le-side-state = { $side }: { $n } of { $of } medals · rack { $rack } · reserve { $reserve }
# An action the engine refuses: its number $n, its text $action, the reason $why.
le-refused = action { $n } '{ $action }': { $why }
le-rec-refused = { $refused }. The next action you play replaces it and what follows.
le-rec-unparsed = The line does not parse ({ $error }). The next action you play starts it afresh.
# $line: the line's name; $step: the step's number.
le-rec-recording = Recording the { $line } of step { $step }
le-rec-undo = Undo last action
le-rec-undo-hover = Take back the line's last action
le-rec-undo-none = The line has no action to take back
le-rec-clear = Clear
le-rec-clear-name = Clear line
le-rec-clear-hover = Empty the line and start again from its start position
le-rec-clear-none = The line is already empty
le-rec-done = Done
le-rec-done-name = Done recording
le-rec-done-hover = Stop recording and keep the line
le-rec-cancel = Cancel
le-rec-cancel-name = Cancel recording
le-rec-cancel-hover = Stop recording and put the line back as it was
le-rec-line = Line:
le-rec-line-empty = (empty: play the first action)
le-rec-how = Choose a troop on the rack, then click a lit location on the board.

## Claims in the step editor

# The mark beside a claim or a line, as a screen reader names it.
le-mark = { $mark ->
    [holds] holds
    [false] false
    [unchecked] not checked
   *[expected] refused as expected
}
le-claims = Claims
le-claims-all-hold = Claims ({ $n }, all hold)
# $false_n of the $n claims are false.
le-claims-false = Claims ({ $n }, { $false_n } false)
le-claims-count = Claims ({ $n })
le-claim-add = + Add claim
# $list: the line or position the claims are about.
le-claim-add-name = Add claim to { $list }
le-claim-add-hover = Add a claim and open its editor
le-claims-unplayable = the line cannot be played: { $error }
le-claims-derive = + Claims from outcome
le-claims-derive-name = Claims from outcome of { $list }
le-claims-derive-hover = Add the claims that hold after this line (the ones already listed are skipped)
le-claims-derived-none = Every claim of the outcome is already listed.
le-claims-derived = Added { $n ->
    [one] { $n } claim
   *[other] { $n } claims
}.
# $listed of the outcome's claims were in the list already.
le-claims-derived-some = Added { $n ->
    [one] { $n } claim
   *[other] { $n } claims
}; { $listed } { $listed ->
    [one] was
   *[other] were
} already listed.
le-claims-unchecked = The claims cannot be checked: { $error }
le-claims-none-position = No claims about the position yet.
le-claims-none = No claims yet: the engine verifies only what a claim states.
le-claim-holds = The claim holds
# What the claim expected and what the engine found.
le-claim-mismatch = Expected { $expected }; found { $found }
le-claim-mismatch-note = {"    "}expected { $expected }; found { $found }
le-claim-unchecked = Not checked: the line cannot be played
le-close = Close
le-edit = Edit
le-delete = Delete
le-claim-edit-name = Edit claim { $n } of { $list }
le-claim-close-hover = Close the claim's editor
le-claim-edit-hover = Edit the claim
le-claim-delete-name = Delete claim { $n } of { $list }
le-claim-delete-hover = Delete the claim
le-claim-kind = Kind
le-claim-as-written = As written
le-claim-as-written-hover = The claim as the scenario file writes it; edit it freely
# $error: why the text is not a claim.
le-claim-unparsed = Not a claim yet ({ $error }); the claim keeps its last value.
# A claim's field, by its name in the file.
le-claim-field = { $field ->
    [side] side
    [by] by
    [troop] troop
    [at] at
    [n] n
    [how] how
    [effect] effect
    [margin] margin
    [refused_for] refused for
   *[reason_mentions] reason mentions
}
le-loc-unknown = { $loc } (unknown)
# A button beside an id the map lacks: the map's id it was probably meant to be.
le-use-id = Use { $id }
le-use-id-hover = Put `{ $id }` in place of `{ $given }`, which the map lacks: its id closest to what is written
le-claim-legal = Every action of the line is legal.
le-claim-no-winner = The game goes on.
le-claim-any-reason = any reason
le-claim-reason-hover = Part of the engine's reason (case ignored); empty: anything
le-claim-no-regions = The map has no regions.
le-claim-margin-unit = {" "}/100 medal
le-claim-margin-hover = How far below the engine's best turn a line may be, in hundredths of a medal

## The Steps tab: the list of steps and the board

# A kind of step ($kind: explain, compare, find_move, walkthrough, practice).
le-step-kind = { $kind ->
    [explain] Explain
    [compare] Compare
    [find_move] Find the move
    [walkthrough] Walkthrough
   *[practice] Practice
}
le-step-kind-hint = { $kind ->
    [explain] Text about a position, with highlighted locations and arrows
    [compare] Two or more candidate lines side by side, each with its outcome
    [find_move] A puzzle: the learner plays the right line
    [walkthrough] A scripted line, stepped one stage at a time
   *[practice] Play on against the computer toward a goal
}
# The title of a new step, written into the lesson in the lesson's language.
le-new-step-title = { $kind ->
    [explain] New explanation
    [compare] New comparison
    [find_move] New puzzle
    [walkthrough] New walkthrough
   *[practice] New practice
}
# The title of a copied step: $title is the original's; an untitled step's copy is "Copy".
le-copy-title = { $title } (copy)
le-copy-untitled = Copy
# The lesson's name in the check's messages when it has no file yet.
le-untitled-scenario = untitled scenario
le-step-copied = Step { $copy } is a copy of step { $of }.
# $title: the deleted step's title.
le-step-deleted = Deleted step { $n } "{ $title }"; Undo brings it back.
le-step-deleted-untitled = Deleted step { $n }; Undo brings it back.
le-steps = Steps
le-steps-all-hold = Every claim of the lesson holds.
# $n problems in $steps steps.
le-steps-problems = { $n ->
    [one] { $n } problem
   *[other] { $n } problems
} in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
le-step-passes = The check passes for this step
# A step in the list: its number, its kind's name and its title.
le-step-row = { $n }. { $kind } · { $title }
le-step-untitled = (untitled)
le-steps-none = No steps yet: a scenario without steps is a plain position. Add one below.
le-step-add = Add a step:
le-step-add-after = Add a step after the selected one:
# $kind: the kind's name.
le-step-add-kind = + { $kind }
le-step-add-kind-name = Add { $kind } step
le-step-none-selected = No step is selected
le-step-up-name = Move step up
le-step-up-hover = Move the selected step up
le-step-first = It is the first step
le-step-down-name = Move step down
le-step-down-hover = Move the selected step down
le-step-last = It is the last step
le-step-duplicate = Duplicate
le-step-duplicate-name = Duplicate step
le-step-duplicate-hover = Copy the selected step after it
le-step-delete-name = Delete step
le-step-delete-hover = Delete the selected step (Undo brings it back)
le-no-step = No step
le-no-step-about = A lesson is a list of steps, each starting from the scenario's position. Add one on the left: Explain shows a position, Compare sets lines side by side, Find the move is a puzzle, Walkthrough steps through a line, Practice plays on against the computer.
le-recorder-about = Recorder: press Record beside a line in the form to write it by playing it on the board; the rack to play from and the recorder's buttons come here.
# $line: the line's name; $error: why.
le-line-unrecordable = The { $line } cannot be recorded: { $error }
le-stop-recording = Stop recording
le-no-board = The position cannot start, so there is no board to show: { $error }. Fix the position in the Position tab.
le-board-recording = Recording the { $line } of step { $step }: play on the board
le-board-scenario = The scenario's position
le-board-after = After the { $line } of step { $step }
le-line-unshown = The { $line } cannot be shown: { $error }
le-board-start = Start of step { $step }
le-step-unstartable = Step { $step } cannot start: { $error }. The board shows the scenario's position.
le-board-step = Step { $step }
le-pick-highlight = Click a location to highlight it, or to take its highlight off.
le-pick-arrow-from = Click where the arrow starts.
le-pick-arrow-to = Click where the arrow points.
le-step-check-passes = The check passes for this step.
le-step-problems = { $n ->
    [one] { $n } problem
   *[other] { $n } problems
} found by the check
le-hide = Hide
le-list-them = List them

## The step's form

le-f-details = Lesson details
le-f-title = Title
le-f-title-lesson = The lesson's title
le-f-author = Author
le-f-author-hint = Who wrote it
le-f-summary = Summary
le-f-summary-hint = What the lesson teaches
le-f-difficulty = Difficulty
# A lesson's level ($level: beginner, intermediate, advanced).
le-f-difficulty-level = { $level ->
    [beginner] beginner
    [intermediate] intermediate
   *[advanced] advanced
}
le-f-language = Language
le-f-language-hover = The language of the texts, as a tag like en or zh
# A problem the check found at one place of the step.
le-f-check = Check: { $issue }
# A check's problem at a $place of the step ("candidate 1: …").
le-issue-at = { $place }: { $issue }
le-issue-false-claim = false claim { $claim }: expected { $expected }, found { $found }
le-issue-illegal-line = illegal line: { $refusal }
le-issue-syntax = an action does not parse: { $error }
# $kind: the kind of unfair line; $n lines of it, listed in $lines.
le-issue-unsound = { $kind } ({ $n }): { $lines }
le-issue-budget-spent = the work budget was spent ({ $n } finished turns) before this step
le-issue-budget = budget reached after { $n } finished turns, from "{ $line }" on
le-issue-untranslated = { $n ->
    [one] { $n } place of the map keeps its own name
   *[other] { $n } places of the map keep their own names
} in this { $tag } lesson: { $ids }. Name them in the map editor's Names in other languages panel.
le-issue-more = { $n } more
le-f-stop = Stop
le-f-stop-name = Stop recording { $line }
le-f-record = Record
le-f-record-name = Record { $line }
le-f-record-hover = Play the line on the board: each action you play is added to it (comments in the line are not kept)
le-f-no-start = No position to start from: { $error }
le-f-show = Show
le-f-show-hover = Show the position after this line on the board
le-f-show-name = Show { $line }
le-f-line-hover = Actions in the notation, separated by ; or new lines; # starts a comment
# What an empty line means ($line: setup, reply, example, stage, line).
le-f-empty-line = { $line ->
    [setup] No setup: the step starts from the scenario's position.
    [reply] No reply: the opponent's answer is not scripted.
    [example] No example game.
    [stage] No actions: this stage only looks at the position.
   *[line] Empty: record the line on the board, or type it.
}
le-f-outcome-hover = What the engine makes of the line, from where it starts
le-f-unparsed = The line does not parse: { $error }
# The buttons of a list's item, by the $item's name ("candidate 2").
le-f-up-name = Move { $item } up
le-f-up-hover = Move up
le-f-down-name = Move { $item } down
le-f-down-hover = Move down
le-f-delete-name = Delete { $item }
le-f-delete-hover = Delete (Undo brings it back)
# Adding an item to a list ($what: arrow, candidate, alternative, hint, wrong, stage).
le-f-add = + Add { $what ->
    [arrow] arrow
    [candidate] candidate
    [alternative] alternative
    [hint] hint
    [wrong] wrong line
   *[stage] stage
}
le-f-add-name = Add { $what ->
    [arrow] arrow
    [candidate] candidate
    [alternative] alternative
    [hint] hint
    [wrong] wrong line
   *[stage] stage
}
# An item of a list, by its kind and number, as a heading ("Candidate 2").
le-f-item = { $item ->
    [candidate] Candidate { $n }
    [alternative] Alternative { $n }
    [hint] Hint { $n }
    [wrong] Wrong line { $n }
   *[stage] Stage { $n }
}
# The same, inside a sentence ("hint 2").
le-f-item-lower = { $item ->
    [candidate] candidate { $n }
    [alternative] alternative { $n }
    [hint] hint { $n }
    [wrong] wrong line { $n }
   *[stage] stage { $n }
}
le-f-title-hint = A short title
le-f-setup = Setup
le-f-setup-hint = Actions played from the scenario's position before this step (empty: none)
le-f-text = Text
le-f-text-explain-hint = What the learner should see in this position
le-f-highlighted = Highlighted
le-f-unhighlight-name = Remove highlight { $id }
le-f-unhighlight-hover = Remove the highlight
le-f-highlight-add = Add
le-f-highlight-choose = a location…
le-f-pick = Pick on board
le-f-pick-hover = While on, a click on a board location highlights it or takes the highlight off
le-f-arrows = Arrows
le-f-arrow-from = from
le-f-arrow-to = to
le-f-arrow-delete-name = Delete arrow { $n }
le-f-arrow-delete-hover = Delete the arrow
le-f-add-arrow-hover = Add an arrow, then choose its ends
le-f-draw = Draw on board
le-f-draw-hover = While on, click where an arrow starts, then where it points
le-f-draw-from = From { $from }: now click where it points.
le-f-prompt = Prompt
le-f-prompt-compare-hint = The question the comparison answers
le-f-label = Label
le-f-label-candidate-hint = A short name for the candidate's button
le-f-line = Line
le-f-comment = Comment
le-f-comment-candidate-hint = What this line does, in your words
le-f-add-candidate-hover = Add another candidate line
le-f-conclusion = Conclusion
le-f-conclusion-compare-hint = Shown once the learner has looked at the candidates
le-f-line-answer-hint = The learner's whole turn, effect answers included
le-f-feedback = Feedback
le-f-feedback-answer-hint = Shown when the learner plays it
le-f-reply = Reply
le-f-reply-hint = The opponent's scripted answer (empty: none)
le-f-prompt-puzzle-hint = What the learner must do
le-f-solution = Solution
le-f-add-alternative-hover = Another line that is accepted as well
le-f-accept-if = Accept any finished turn where these hold
le-f-accept-if-hover = Optional. When given, any other turn that makes every one of these claims true is accepted. They are checked here on the solution.
le-f-hints = Hints
le-f-hints-hover = Shown one at a time, in this order
le-f-hint-hint = A nudge toward the answer
le-f-add-hint-hover = Hints are shown one at a time, in order
le-f-line-wrong-hint = A wrong line, or its beginning
le-f-feedback-wrong-hint = Why this is wrong, for the learner who plays it
le-f-add-wrong-hover = A particular wrong line with its own feedback
le-f-default-feedback = Default feedback
le-f-default-feedback-hint = For any other wrong line
le-f-show-rack = Show the opponent's rack to the learner
le-f-show-rack-hover = Unticked, the learner sees only how many troops the opponent holds, as in a game
le-f-intro = Intro
le-f-intro-hint = Before the first stage
le-f-actions = Actions
le-f-actions-stage-hint = Played at this stage (empty: only look at the position)
le-f-comment-stage-hint = What the learner sees at this stage
le-f-add-stage-hover = Add a stage after the last one
le-f-conclusion-walk-hint = After the last stage
# A practice's kind of goal ($goal: win, medals, capture_hq).
le-f-goal-kind = { $goal ->
    [win] Win the game
    [medals] Hold medals
   *[capture_hq] Capture an HQ
}
le-f-example-over = the game is already over when the practice starts
le-f-example-refused = the example does not play to its end
le-f-example-reaches = reaches the goal at action { $action } (learner turn { $turn })
# $reason: why the example misses the goal.
le-f-example-fails = fails the goal: { $reason }
# $goal: the goal in words; $n learner turns.
le-f-example-short = ends before reaching the goal ({ $goal }) after { $n } learner turns
le-f-text-practice-hint = What the learner plays for
le-f-goal = Goal
le-f-goal-medals = medals
le-f-goal-within = within turns
# $goal: the goal in words ("hold 3 medals within 2 turns").
le-f-goal-note = The learner must { $goal }.
le-f-opponent = Opponent
le-f-opponent-hover = The computer level the learner plays against
le-f-example = Example game
le-f-example-hint = Both sides' actions, reaching the goal (empty: none)
# $verdict: what the example does ("reaches the goal at action 3 (learner turn 2)").
le-f-example-verdict = The example { $verdict }.

## Variations in the step's form

# $line: the line's name ("candidate 1").
le-var-add-name = Add variation to { $line }
le-var-add-hover = A sub-line that branches off this line after one of its actions
le-var-add-sub-hover = A sub-line of this variation, branching off after one of its actions
le-var-add = + Add variation
# $path: the variation's number in the tree ("1.2").
le-var-add-to = + Add variation to { $path }
le-var-too-deep = Variations cannot nest any deeper
le-var-nested = { $n ->
    [one] { $n } sub-variation
   *[other] { $n } sub-variations
}
le-var-after = branches after action
le-var-after-hover = 0: instead of the parent's first action
le-var-label-hint = A short name in the tree
le-var-comment-hint = Why this branch, in your words

## The lesson workspace's bar and its messages

# The workspace's tabs ($tab: position, steps, preview).
le-tab = { $tab ->
    [position] Position
    [steps] Lesson steps
   *[preview] Preview
}
# The title of a new lesson on the map named $map.
le-new-lesson-title = A lesson on { $map }
le-map-embedded = The map { $path } is outside the lesson's folder and its map library (a `maps` folder beside the lesson or above it), where a lesson may not read it: the map is now saved inside the lesson.
le-write-failed = Could not write { $path }: { $error }
le-save-refused = Not saved to { $path }: { STOP($reason) } A lesson like this could not be opened again; correct the opponent and save again (your changes stay open here).
# After a recovery file's name.
le-recovery-damaged = is damaged: { $error }
le-recovered-damaged = the recovered lesson is damaged: { $error }
le-new-lesson-name = The new lesson
le-said-new = New lesson.
le-said-opened = Opened { $path }.
le-said-saved = Saved { $path }.
# $note: what else the save did.
le-said-saved-note = Saved { $path }. { $note }
le-no-lesson = Open a scenario file above, or start a new lesson on the map being edited.
le-new-lesson = New lesson on this map
le-new-lesson-hover = A new scenario on the map being edited, with an empty board
le-open = Open…
le-open-hover = Choose a scenario file to open
le-save = Save lesson
le-save-hover = Save to the lesson's file, or choose one for a new lesson
le-save-as = Save lesson as…
le-save-as-hover = Choose where to save the lesson
le-position-unstartable = The position cannot start: { $error }

## The lesson's edits, as the undo history names them ("Undo add step 2")

# Editing a detail of the lesson ($field: title, author, summary, language).
le-hist-edit = edit the { $field ->
    [title] title
    [author] author
    [summary] summary
   *[language] language
}
# $level: the level's name, as le-f-difficulty-level writes it.
le-hist-difficulty = set difficulty to { $level }
# A change to step $n ($what: add, delete, up, down, edit).
le-hist-step = { $what ->
    [add] add step { $n }
    [delete] delete step { $n }
    [up] move step { $n } up
    [down] move step { $n } down
   *[edit] edit step { $n }
}
le-hist-rename-step = rename step
le-hist-name-map = name the map
le-hist-place = place { $troop } on @{ $id }
le-hist-unplace = remove { $troop } from @{ $id }
le-hist-stack = change the stack on @{ $id }
le-hist-stacks = change { $n } stacks
# A troop added to or taken from a side's list ($list: rack, frozen, removed).
le-hist-list-add = add { $troop } to { $side }'s { $list ->
    [rack] rack
    [frozen] frozen troops
   *[removed] removed troops
}
le-hist-list-take = take { $troop } from { $side }'s { $list ->
    [rack] rack
    [frozen] frozen troops
   *[removed] removed troops
}
# A side's list or count changed ($what: rack, frozen, removed, reserve, medals).
le-hist-side = { $what ->
    [rack] change { $side }'s rack
    [frozen] change { $side }'s frozen troops
    [removed] change { $side }'s removed troops
    [reserve] change { $side }'s reserve
   *[medals] set { $side }'s medals
}
le-hist-to-move = { $side } to move
# Another part of the position changed ($what: discard, claimed, seed, first_game).
le-hist-position-part = { $what ->
    [discard] change the discard
    [claimed] change the claimed regions
    [seed] set the seed
   *[first_game] switch first-game mode
}
le-hist-position = change the position
# An edit of a step the lesson does not have: $step of the lesson's $n.
le-no-such-step = there is no step { $step } (the lesson has { $n })
# An unfair line of a soundness warning, quoted, and why it is unfair.
le-issue-example = "{ $line }": { $concern }
# The same with the fix the steps tab offers.
le-issue-fix = { $text } [fix: { $fix }]

## The soundness warnings of a puzzle, for its author (the lesson workspace; in English, as
## `toyforge check` prints them)

# A kind of unfair line (the key is the code's).
sound-unfair = { $kind ->
    [right_listed_wrong] a right answer is listed as wrong
    [accepted_loses] an accepted line leaves the game won by the opponent
    [chance_decides] chance decides the verdict
    [starts_like_wrong] a good line starts like a wrong one, so the learner is told wrong before finishing it
    [unlisted_right] an unlisted line as good as the solution would be told it is wrong
   *[accepted_breaks_claims] accept_if accepts a line that breaks a claim of the solution
}
# A fix's button.
sound-fix = { $fix ->
    [accept] Accept it
    [mark_wrong] Mark it wrong
   *[lengthen] Make the wrong line longer
}
# Why a line is unfair. $claim is a claim as the file writes it; $expected and $found what it
# expected and what the engine found; $chance a percentage ("25%").
sound-meets-claims = it makes every claim of the solution true, but the learner would be told it is wrong
sound-accepted-fails = accept_if accepts it, but the solution's claim { $claim } is false after it (expected { $expected }, found { $found })
sound-wins-too = it wins the game as the solution does, but the learner would be told it is wrong
# $value and $solution: engine values in medals ("+1.25").
sound-rated-good = the engine rates it as well as the solution ({ $value } against { $solution } medals, after the opponent's best reply), but the learner would be told it is wrong
# $why: what makes the line good (claims, accept_if, wins); $n: the wrong line's number.
sound-listed-wrong = { $why ->
    [claims] it makes every claim of the solution true
    [accept_if] it meets every accept_if claim
   *[wins] it wins the game, as the solution does
}, but it is wrong line { $n } and the learner is told it is wrong
# $by: what accepts the line (solution, alternative $n, accept_if); $outcome: how the game
# ended; $winner: the winning side as the file writes it.
sound-accepted-loses = { $by ->
    [solution] the solution
    [alternative] alternative { $n }
   *[accept_if] accept_if
} accepts it, but after it the game is over: { $outcome }; claim the opponent's win (`Winner(side: { $winner })`) if the step means it
sound-accepted-loses-sometimes = { $by ->
    [solution] the solution
    [alternative] alternative { $n }
   *[accept_if] accept_if
} accepts it, but after it the game is over: { $outcome } in { $chance } of the outcomes; claim the opponent's win (`Winner(side: { $winner })`) if the step means it
sound-verdict-chance = the learner is told it is right in { $chance } of the outcomes of its chance and wrong in the others; name the troops the chance gives (a `Top` reserve) or accept every outcome
# $which: the listed line ("the solution", "wrong line 2").
sound-claims-chance = { $which }'s claims hold in { $chance } of the outcomes of its chance only: { $claim } is false (expected { $expected }, found { $found }); name the troops the chance gives (a `Top` reserve) or claim what every outcome shares
# What a claim of a line played through its chance expected when an outcome refuses an action
# ($n: the refused action's number).
mismatch-every-legal = every action legal
mismatch-refused-in-outcome = action { $n } refused in this outcome
# $line: the wrong line the good one begins with.
sound-starts-like-wrong = { $why ->
    [claims] it makes every claim of the solution true
    [accept_if] it meets every accept_if claim
   *[wins] it wins the game, as the solution does
}, but it begins with wrong line { $n } ("{ $line }"), so the learner is told wrong before finishing it

## The check's own sentences (`toyforge check` prints their English; the steps tab shows them).
## Places in a step: where a problem is.
check-at-setup = setup
check-at-highlight = highlight
check-at-arrows = arrows
check-at-claims = claims
check-at-opponent = opponent
check-at-goal = goal
check-at-example = example
check-at-soundness = soundness
check-at-solution = solution
check-at-alternative = alternative { $n }
check-at-wrong = wrong line { $n }
check-at-candidate = candidate { $n }
check-at-candidate-labelled = candidate { $n } "{ $label }"
check-at-stage = stage { $n }
check-at-accept-if = accept_if, on the solution
# $place: the line the reply follows ("solution", "alternative 2").
check-at-reply = { $place }'s reply
# $place: the line the variation branches from; $variation: its name ("variation 1.2").
check-at-variation = { $place }, { $variation }
## What is wrong with a step.
check-unknown-id = `{ $id }` is no base or HQ of the map
check-too-few-candidates = a comparison needs two or more candidate lines; it has { $n }
check-candidate-no-actions = the candidate has no actions
check-candidate-no-claims = the candidate makes no claim; add at least one for the engine to verify
check-no-stages = the walkthrough has no stages
check-practice-over-at-start = the game is already over when the practice starts
# $error: why the level is not one (in English, as the computer levels' reader writes it); $levels: the levels.
check-unknown-opponent = unknown computer level `{ $opponent }` ({ $error }); levels: { $levels }
check-zero-turns = the goal allows 0 turns
check-goal-at-start = the goal is already reached when the practice starts
# $goal: the goal in words; $reason: why it fails.
check-example-fails = the example game fails the goal ({ $goal }): { $reason }
check-example-ends-short = the example game ends before reaching the goal ({ $goal }) after { $n } learner turns
check-puzzle-over-at-start = the game is already over when the puzzle starts
check-line-no-actions = the line has no actions
# $effect: the troop's or base's effect in words ("Star's draw"); $answers: the actions that answer it (`effect-answers`).
check-turn-waits = the line must finish the learner's turn, but { $effect } still waits for an answer ({ $answers })
check-turn-not-over = the line must finish the learner's turn, but the turn is not over
check-wrong-no-actions = the wrong line has no actions
check-wrong-no-feedback = the wrong line has no feedback
check-no-default-feedback = the puzzle has no default feedback for other wrong lines
check-judge-fails = the judge cannot use the step: { $error }
# $place: the accepted line ("solution", "alternative 2"); $verdict: what the judge says instead.
check-judge-not-recognised = the judge does not recognise this line as { $place } (it says { $verdict })
# $n: the wrong line this one begins with.
check-feedback-hidden = its feedback can never be shown: it begins with wrong line { $n }, so the learner playing it is told that line's feedback; make wrong line { $n } longer or remove this one
# $line: the actions after which the judge speaks, in notation.
check-feedback-hidden-at = its feedback can never be shown: it begins with wrong line { $n }, so the learner playing it is told that line's feedback at "{ $line }"; make wrong line { $n } longer or remove this one
# $answer: the accepted line ("the solution", "alternative 2"); $line: that line; $finish: lines that would finish the turn.
check-wrong-begins-answer = it is the beginning of { $answer } ("{ $line }"), so the learner playing it is told to keep playing; finish the wrong turn, for example { $finish }
check-wrong-unfinished = the learner playing this line would not get its feedback (the judge says { $verdict }); finish the wrong turn, for example { $finish }
check-wrong-no-feedback-shown = the learner playing this line would not get its feedback (the judge says { $verdict })
# Lines that would finish a turn, in notation.
check-finish-any = a line that finishes the turn
check-finish-1 = "{ $a }"
check-finish-2 = "{ $a }" or "{ $b }"
check-finish-3 = "{ $a }" or "{ $b }" or "{ $c }"
## What the judge says of a line.
check-verdict-continue = keep playing
check-verdict-solution = the solution
check-verdict-goal = solved by the goal claims
check-verdict-default = wrong, with the default feedback
# $verdict: what the judge says; $line: the actions after which it says it, in notation.
check-verdict-at = { $verdict } at "{ $line }"
## Variations.
check-variation-past-end = the variation starts after action { $after }, but its parent line has { $parent }
check-variation-too-deep = variations nest more than { $n } deep
check-variation-no-actions = the variation has no actions

# The feedback a soundness fix writes into the lesson, in the lesson's language: a line
# accepted as an alternative, and a line marked wrong.
fix-accept-feedback = That works too.
fix-wrong-feedback = Not this one.
