# The learner's view: the board, the rack and its controls, the lesson's steps, the summary.
# It is shared by the lesson preview of the desktop app and by the web player.

## The rack and the controls under the board

controls-rack = { $side }'s rack:
# A rack troop's button: its value, name and count ("4 Roxy ×2").
controls-rack-troop = { $code } { $troop } ×{ $n }
controls-frozen = frozen: { $troops }
controls-draw = Draw
controls-skip = Skip
controls-refused = Refused: { $why }
controls-place-chosen = Click a lit location to place { $troop }; hover another to see why it is not lit.
controls-place-chosen-touch = Tap a lit location to place { $troop }; tap another to see why not.
controls-choose-troop = Choose a troop on the rack to light where it may go.
controls-waits = { $effect } waits for an answer: choose one under the board, or Skip
# $place: the location's name as the board shows it; $why: one of the controls-why-… messages
# below, or the engine's own reason.
controls-cannot-go = { $troop } cannot go on { $place }: { $why }
# $code, $top_code: the troops' strengths.
controls-why-covering = { $troop } ({ $code }) cannot cover { $top } ({ $top_code }): only a stronger troop covers an enemy one
controls-why-connection = it is not connected to { $side }'s HQ through { $side }'s own bases
# $list: the strengths the location takes, such as "1, 2, 3".
controls-why-terrain = it takes only troops of strength { $list }
controls-why-own-hq = it is { $side }'s own HQ
# $n: how many troops $troops names (the verb agrees with it in some languages).
controls-choose-first-fits = Choose a troop on the rack first: { $n ->
    [one] { $troops } may go here
   *[other] { $troops } may go here
}
controls-choose-first = Choose a troop on the rack first
controls-none-fits = No troop on { $side }'s rack may go here: { $why }
controls-rack-empty = { $side }'s rack is empty
controls-prompt-capn = Cap'n: place another troop from the rack, or
controls-prompt = { $effect }:

## The board

board-label = The board of the position
board-empty = empty
board-region = { $region }
    { $n ->
        [one] { $n } medal
       *[other] { $n } medals
    }
board-region-claimed = { $region }
    { $n ->
        [one] { $n } medal
       *[other] { $n } medals
    }, claimed by { $side }

## Racks beside the board

rack-empty = empty
rack-face-down = { $n ->
    [one] { $n } troop, face down
   *[other] { $n } troops, face down
}
# A troop on an open rack: its value and name.
rack-troop = { $code } { $troop }
rack-separator = {", "}
rack-frozen = (frozen: { $troops })

## The lesson: header, list of steps, board

step-kind = { $kind ->
    [explain] Read
    [compare] Compare
    [find_move] Find the move
    [walkthrough] Walkthrough
   *[practice] Practice
}
step-result = { $result ->
    [unseen] not opened
    [seen] opened
    [skipped] skipped
    [revealed] solution shown
    [done] done
    [first_try] solved at the first try
   *[solved] solved
}
preview-no-steps = This lesson has no steps yet. Add some in the Lesson steps tab, then come back here to go through them as a learner would.
preview-nothing = Nothing to show.
preview-back = Back
preview-back-hover = The step before
preview-back-first = This is the first step
preview-next = Next
preview-finish = Finish
preview-next-skips = Go on without solving this step (it counts as skipped)
preview-finish-hover = End the lesson and see how it went
preview-next-hover = The next step
preview-restart = Restart step
preview-restart-hover = Start this step again from its position
preview-summary = Summary
preview-step-of = Step { $at } of { $n }
preview-done-of = { $done } of { $n } done
preview-done-hover = Steps read, stepped through, solved or with their solution shown
preview-untitled = Untitled lesson
# The lesson's level (beginner, intermediate, advanced) and its author.
preview-level = { $level ->
    [beginner] beginner
    [intermediate] intermediate
   *[advanced] advanced
}
preview-level-by = { $level ->
    [beginner] beginner
    [intermediate] intermediate
   *[advanced] advanced
}, by { $author }
preview-about = About this lesson
preview-steps = Steps
preview-step-hover = { $title }
    { $kind }: { $result }
preview-no-position = No position to show: the lesson's position cannot start.
preview-game-over = Game over: { $side } wins
preview-to-act = { $side } to act
preview-medals = Medals: Blue { $blue } of { $blue_target }, Red { $red } of { $red_target }
variation-escape = (Escape: back to the main line)

## The summary at the end

summary-complete = Lesson complete
summary-end = End of the lesson
summary-steps = { $n ->
    [one] You went through { $n } step.
   *[other] You went through { $n } steps.
}
summary-first-try = Exercises solved at the first try: { $n } of { $of }.
summary-later = Solved after another try: { $n }.
summary-revealed = Solutions shown: { $n }.
summary-skipped = Steps skipped: { $n }.
summary-hints = { $n ->
    [0] Hints used: none.
   *[other] Hints used: { $n }.
}
summary-with-hints = { $result }, { $n ->
    [one] { $n } hint
   *[other] { $n } hints
}
summary-unfinished = { $n ->
    [one] One step is not done yet: choose it below to go back to it.
   *[other] { $n } steps are not done yet: choose one below to go back to it.
}
summary-step-hover = Go back to this step
summary-start-again = Start again
summary-start-again-hover = Clear the progress and go back to step 1

## The step's column: claims

step-nothing = Nothing to show for this step.
# A list of claims under a title: "On the board (3)".
claims-title = { $title } ({ $n })
claims-on-board = On the board
claims-after-line = After the whole line
claims-after-stage = After this stage
claims-your-move = What your move did
claims-solution = What the solution does
claim-confirmed = The engine confirms it
claim-disputed = The lesson says so, but the engine disagrees
claim-expected-found = The engine expected { $expected }, and found { $found }.
step-broken = This step cannot start
step-broken-fix = Fix it in the Position or Lesson steps tab; the preview follows every change.
step-skip = Skip this step
step-skip-hover = Go on to the next step
conclusion = Conclusion

## Read and Compare steps

explain-no-text = This step has no text yet.
explain-not-on-map = Not on this map, so not drawn: { $ids }
compare-no-candidates = This comparison has no candidates yet.
compare-candidate = Candidate { $n }
compare-seen = seen
compare-variations = { $n ->
    [one] { $n } variation
   *[other] { $n } variations
}
compare-variations-hover = Show the line to explore them
compare-show = Show
compare-show-hover = Play this line on the board
compare-see-all = Look at every candidate to read the conclusion ({ $seen } of { $n } seen).
line-previous = Previous action
line-previous-hover = Take the last action back (Left arrow key)
line-at-start = The board is at the start of the line
line-next = Next action
line-next-hover = Play the next action of the line (Right arrow key)
line-at-end = The whole line is on the board
line-at-of = { $at } of { $n ->
    [one] { $n } action
   *[other] { $n } actions
}

## Find-the-move steps

you-play = You play { $side }.
# $ai: the computer's kind, as `ai-name` or `ai-search` writes it.
you-play-against = You play { $side } against the { $ai } computer.
ai-name = { $ai ->
    [random] random
   *[greedy] greedy
}
ai-search = mcts:{ $n }
ai-search-millis = mcts:{ $n }ms
ai-expert = expert:{ $n }
ai-expert-millis = expert:{ $n }ms
puzzle-find = Find the move.
puzzle-over = The game is already over in this step's position: there is nothing to play.
puzzle-step-over = The step is over
puzzle-no-hints = This step has no hints
puzzle-all-hints = Every hint is shown
puzzle-hint = Hint
puzzle-hint-hover = Show hint { $at } of { $n }
puzzle-hint-text = Hint { $at } of { $n }: { $hint }
puzzle-reveal = Show solution
puzzle-reveal-hover = Play the solution on the board (the step then counts as not solved)
puzzle-answers = { $side } answers:
puzzle-opponent-answers = The opponent answers:
puzzle-solved = Solved
puzzle-well-done = Well done.
puzzle-your-move = Your move:
puzzle-solution = The solution
puzzle-try-again = Try again
puzzle-try-again-hover = Start the step again and find the move yourself
puzzle-wrong = Not this one
puzzle-not-the-move = That is not the move.
puzzle-you-played = You played: { $actions }
puzzle-board-back = The board is back where the step started. Try again.
puzzle-how = Choose a troop on your rack, then a lit location on the board.
puzzle-so-far = So far:
puzzle-keep-going = Keep going: the turn is not over.
puzzle-take-back = Take back
puzzle-take-back-hover = Take your actions back and start the turn again

## Walkthroughs

walk-no-stages = This walkthrough has no stages yet.
walk-previous = Previous stage
walk-previous-hover = Go back one stage (Left arrow key)
walk-at-intro = This is the introduction
walk-next = Next stage
walk-next-hover = Play the next stage on the board (Right arrow key)
walk-next-broken = The next stage cannot be played
walk-at-last = This is the last stage
walk-intro = Introduction
walk-stage-of = Stage { $at } of { $n }
walk-begin = Press Next stage to begin.
walk-stage-broken = Stage { $at } cannot be played

## Practice games

practice-goal = Goal: { $goal }.
practice-no-opponent = The opponent cannot be set up: { $why }
practice-thinking = The computer is thinking…
# Under the board, the computer's last turn: its actions' sentences, one after another.
practice-computer-turn = The computer: { $actions }
practice-turn-of = Your turn: turn { $turn } of { $n }.
practice-turn = Your turn: turn { $turn }.
practice-medals = { $side } holds { $medals } of the { $n } medals asked.
practice-reached = Goal reached
practice-did-it = You did it: { $goal }.
practice-again = Play again
practice-again-hover = Start the game again from the step's position
practice-missed = Goal missed
practice-missed-why = { $why }.
practice-try-again = Try again
practice-example = One way to reach the goal
practice-moves = Moves ({ $n })

## Variations

variations = Variations
# A variation's header: its name and where it branches off.
variation-title = { $name } ({ $branch })
variation-instead = instead of the first action
variation-after = after action { $n }
variation-caption = { $name }: { $at } of { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
variation-show = Show on the board
variation-show-hover = Put the board where this variation branches off, then step through it
variation-show-name = Show { $name } on the board
variation-previous = Previous
variation-previous-name = Previous action of the variation
variation-at-start = The board is where the variation branches off
variation-next = Next
variation-next-name = Next action of the variation
variation-next-hover = Play the variation's next action (Right arrow key)
variation-at-end = The whole variation is on the board
variation-at-of = { $at } of { $n }
variation-main-line = Main line
variation-main-line-name = Back to the main line
variation-main-line-hover = Leave the variation: the board shows the main line again (Escape)

## A course's lessons

course-previous = Previous lesson
course-next = Next lesson
