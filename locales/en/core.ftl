# The sentences the rules write: sides, troops, effects, claims and actions.
# Arguments: $side and $other are a side's name as `side` writes it; $owner is a side's key
# (blue, red); $troop a troop's name as `troop` writes it; $place, $from, $to a location's name;
# $n a count.

## Sides and troops

side = { $side ->
    [blue] Blue
   *[red] Red
}
# A troop's name (the key is the file name: kwak, skully, capn, jumbo, hook, xb42, star, roxy).
troop = { $troop ->
    [kwak] Kwak
    [skully] Skully
    [capn] Cap'n
    [jumbo] Jumbo
    [hook] Hook
    [xb42] XB-42
    [star] Star
   *[roxy] Roxy
}
# A troop with its side, as the board's tap popup shows it: "red Hook".
piece = { $owner ->
    [blue] blue
   *[red] red
} { $troop }
# An effect waiting for an answer, as a sentence names it (key: the effect's name).
effect = { $effect ->
    [capn] Cap'n's extra placement
    [skully] Skully's draw
    [jumbo] Jumbo's discard
    [xb42] XB-42's discard
    [star] Star's draw
    [castle] the Castle Field base's recall
    [clouds] the City of Clouds base's draw
    [volcano] the Volcanic Jungle base's move
    [cemetery] the Cursed Cemetery base's revival
   *[battlefield] the Battlefield base's freeze
}
# The rule an action breaks, after "because of".
illegal-why = { $why ->
    [game_over] the game being over
    [wrong_time] not answering what the position asks
    [unknown_location] an unknown location
    [not_available] the troop not being on the rack
    [frozen] the troop being frozen
    [own_hq] placing on one's own HQ
    [covering] covering without a strictly greater strength
    [connection] no connection to the HQ
    [terrain] a terrain restriction
    [draw] drawing being impossible
   *[target] an impossible effect target
}
# A move mark after an action's sentence: "Blue passes. ?! (a dubious move)".
marked = { $sentence } { $symbol } ({ $mark ->
    [good] a good move
    [mistake] a mistake
    [brilliant] a brilliant move
    [blunder] a blunder
    [interesting] an interesting try
   *[dubious] a dubious move
})
# A location or region the map does not have, shown by its id.
unknown-id = `{ $id }`

## Lists: "A and B", "A, B and C"

list-pair = { $first } and { $second }
# All but the last two of a longer list.
list-middle = { $first }, { $rest }
list-end = { $first } and { $last }

## Claims: what a step states about the position

claim-legal = Every action of the line is allowed.
claim-illegal = The last action is not allowed.
claim-illegal-why = The last action is not allowed because of { $why }.
claim-illegal-quote = The last action is not allowed (“{ $quote }”).
claim-illegal-why-quote = The last action is not allowed because of { $why } (“{ $quote }”).
claim-wins = { $how ->
    [hq] { $side } wins by capturing an enemy HQ.
    [medals] { $side } wins by reaching the medal target.
   *[stalled] { $side } wins because the other side can neither draw nor place.
}
claim-winner = { $side } wins the game.
claim-no-winner = The game goes on.
claim-within-best-zero = The engine rates the turn among its best.
claim-within-best = The engine rates the turn within { $margin } medals of its best.
claim-medals = { $side } holds { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}.
claim-medals-gained-zero = { $side } gains no medal.
claim-medals-gained = { $side } gains { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}.
claim-regions-none = { $side } claims no region.
claim-regions = { $side } claims { $regions }.
claim-connected = { $side }'s troop on { $place } is joined to its HQ.
claim-cut-off = { $side }'s troop on { $place } is cut off from its HQ.
claim-can-place = { $side } could place { $troop } on { $place }.
claim-cannot-place = { $side } could not place { $troop } on { $place }.
claim-top = { $side }'s { $troop } is on top of { $place }.
claim-empty = { $place } is empty.
claim-stack-height = { $place } holds { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}.
claim-rack-size = { $side }'s rack holds { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}.
claim-rack-has-none = { $side } has no { $troop } on its rack.
claim-rack-has = { $side }'s rack holds { $n } { $troop }.
claim-reserve-size = { $side }'s reserve holds { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}.
claim-discard-has = The discard holds { $n } of { $owner ->
    [blue] blue
   *[red] red
}'s { $troop }.
claim-removed = { $side } removed { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} unseen at setup.
claim-frozen-none = { $side } has no frozen troop.
claim-frozen = { $side } has { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} frozen.
claim-to-move = { $side } acts next.
claim-all-connected = None of { $side }'s troops is cut off from its HQ.
claim-pending-none = No effect is waiting for an answer.
# $effect as `effect` writes it; the sentence's first letter is made upper case.
claim-pending = { $effect } waits for an answer.

## Actions: what a played action does

action-place = { $side } places { $troop } on { $place }.
action-place-covering = { $side } places { $troop } on { $place }, covering { $owner ->
    [blue] blue
   *[red] red
}'s { $covered }.
action-draw = { $side } draws.
action-draw-named = { $side } draws { $troops }.
action-draw-effect = { $side } draws ({ $effect }).
action-draw-named-effect = { $side } draws { $troops } ({ $effect }).
action-discard = { $side } discards { $owner ->
    [blue] blue
   *[red] red
}'s { $troop } from { $place }.
action-discard-empty = { $side } discards the troop on { $place }.
action-discard-rack = { $side } discards { $troop } from { $other }'s rack.
action-discard-rack-unseen = { $side } discards a troop from { $other }'s rack.
action-recall = { $side } takes its troop on { $place } back to the rack.
action-move = { $side } moves the enemy troop from { $from } to { $to }.
action-revive = { $side } takes { $troop } back from the discard.
action-freeze = { $side } freezes { $troop } on { $other }'s rack.
action-freeze-unseen = { $side } freezes a troop on { $other }'s rack.
action-decline = { $side } declines { $effect }.
action-pass = { $side } passes.

## Lessons

# A variation in the tree of a line: $number is its place ("1.2"), $label the author's name.
variation-number = variation { $number }
variation-labelled = variation { $number } "{ $label }"
practice-no-move = The computer found no move.

## Practice games

# How a game ended.
outcome = { $how ->
    [hq] { $side } won by capturing an HQ
    [medals] { $side } won by reaching the medal target
   *[stalled] { $side } won because the side to move could neither draw nor place
}
goal-win = win the game
goal-medals = hold { $n ->
    [one] { $n } medal
   *[other] { $n } medals
} within { $within ->
    [one] { $within } turn
   *[other] { $within } turns
}
goal-capture-hq = capture an enemy HQ within { $within ->
    [one] { $within } turn
   *[other] { $within } turns
}
goal-missed-lost = { $outcome }
goal-missed-win = the game was not won
goal-missed-medals-ended = the game ended ({ $outcome }) with { $side } on { $medals } of the { $n } medals asked
goal-missed-medals = { $side } has { $medals } of the { $n } medals asked after { $within ->
    [one] { $within } turn
   *[other] { $within } turns
}
goal-missed-hq-ended = the game ended without the HQ capture asked: { $outcome }
goal-missed-hq = no enemy HQ captured within { $within ->
    [one] { $within } turn
   *[other] { $within } turns
}

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
# $line: the wrong line the good one begins with.
sound-starts-like-wrong = { $why ->
    [claims] it makes every claim of the solution true
    [accept_if] it meets every accept_if claim
   *[wins] it wins the game, as the solution does
}, but it begins with wrong line { $n } ("{ $line }"), so the learner is told wrong before finishing it
