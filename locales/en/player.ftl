# The web player: the bar above the lesson, the contents, the status line read to screen
# readers, and the page around the player.

## The bar and the contents

player-contents = Contents
player-contents-hover = The course's lessons and your progress
player-lesson-of = Lesson { $at } of { $n }: { $title }
player-lesson-broken = This lesson cannot be shown
player-no-lessons = This course has no lessons.
player-by = by { $author }
player-continue = Continue where I stopped: { $title }, step { $step }
player-continue-next = Continue with the next lesson: { $title }
player-all-reached = You have reached the end of every lesson.
player-start = Start the course
player-steps-done = { $done } of { $n ->
    [one] { $n } step done
   *[other] { $n } steps done
}
player-unreadable = cannot be read

## The status line

status-contents = Contents of { $course }: { $done } of { $n ->
    [one] { $n } lesson done.
   *[other] { $n } lessons done.
}
status-no-lessons = { $course } has no lessons.
status-lesson-broken = Lesson { $title } cannot be shown.
status-lesson-complete = Lesson complete: { STOP($title) }
status-lesson-end = End of the lesson: { STOP($title) } { $n ->
    [one] One step is not done yet.
   *[other] { $n } steps are not done yet.
}
status-step = { STOP($title) } Step { $at } of { $n }: { STOP($step) }
status-lesson = { STOP($title) }
status-solved = Solved.
status-solved-feedback = Solved. { $feedback }
status-revealed = The solution is shown.
status-revealed-feedback = The solution is shown. { $feedback }
status-wrong = Not this one.
status-wrong-feedback = Not this one. { $feedback }
status-goal-reached = Goal reached.
status-goal-missed = Goal missed: { $why }.
status-thinking = The computer is thinking.
status-played = { $side } played: { $action }

## The page around the player (written into the published site's HTML)

# While the player loads; $title is the course's.
page-loading = Loading { $title }…
# When the browser cannot start the player; the reason follows after the space.
page-cannot-run = This browser cannot run the course:{" "}
page-noscript = This course runs in the browser: please turn on JavaScript.
