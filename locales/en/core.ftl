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
# The short word written on an HQ's keep on the board, above its side's name.
hq-mark = HQ
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
# The answers an effect takes: $answer, its answer in notation (`draw`), or `skip`.
effect-answers = { $answer } or `skip`
# A rule set's name (the key: castle-field, tropical-pool, city-of-clouds, volcanic-jungle,
# cursed-cemetery, caribbean-sea, station-metal-x, battlefield).
rule-set = { $rule ->
    [castle-field] Castle Field
    [tropical-pool] Tropical Pool
    [city-of-clouds] City of Clouds
    [volcanic-jungle] Volcanic Jungle
    [cursed-cemetery] Cursed Cemetery
    [caribbean-sea] Caribbean Sea
    [station-metal-x] Station Metal-X
   *[battlefield] Battlefield
}
# What a special base does under a rule set, as a phrase (the key as in `rule-set`).
rule-set-effect = { $rule ->
    [castle-field] return another visible troop of yours to your rack
    [tropical-pool] accepts only its printed strengths
    [city-of-clouds] draw 1 troop from your reserve
    [volcanic-jungle] move an adjacent enemy troop one step
    [cursed-cemetery] take one of your troops back from the discard
    [caribbean-sea] no special bases
    [station-metal-x] troops placed here get no effect
   *[battlefield] freeze a random troop on the enemy's rack
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

## Sentences one after another: "A happened. B happened."

sentences-next = { $first } { $next }

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

## A false claim: what it expected and what the engine found
# Each `mismatch-…` is a phrase that follows "expected" or "found" (`claim-mismatch`, and
# `claim-expected-found` of the learner's view). $side, $troop: a side or troop as the engine
# names them (in English their file name: blue, roxy); $place: a location's id, written after
# an `@`; $region: a region's id; $n and the other numbers: counts.

claim-mismatch = expected { $expected }, found { $found }
mismatch-location = a base or HQ `@{ $place }`
mismatch-no-location = no such location on this map
mismatch-base = `@{ $place }` to be a base
mismatch-hq = an HQ (this claim is about bases)
mismatch-region = a region `{ $region }`
mismatch-no-region = no such region on this map
mismatch-piece = { $side }'s { $troop }
mismatch-nothing = nothing
mismatch-where-empty = @{ $place } is empty
mismatch-where-enemy = @{ $place } is topped by { $side }'s { $troop }
mismatch-where-connected = @{ $place } is { $side }'s and connected to its HQ
mismatch-where-cut-off = @{ $place } is { $side }'s but cut off from its HQ
mismatch-game-goes-on = the game goes on
# No region at all, in a list of region ids.
mismatch-none = none
mismatch-no-effect = no effect waiting
# $effect: the effect (`effect`).
mismatch-effect = { $effect } waiting
mismatch-legal = every action of the line to be legal
# $at: the number of the line's last action (0 when it has none); $why: rule when $rule (the
# rule, as `illegal-why` writes it) is given, else any; $quoted: yes when $quote (words the
# reason must mention) is given, else no.
mismatch-refused = { $at ->
    [0] the line's last action
   *[other] action { $at } (the last)
} to be refused{ $why ->
    [rule] {" "}for { $rule }
   *[any] {""}
}{ $quoted ->
    [yes] {" "}with a reason mentioning "{ $quote }"
   *[no] {""}
}
mismatch-no-actions = a line with no actions
mismatch-all-legal = every action is legal
mismatch-win = { $side } to win the game
mismatch-go-on = the game to go on
mismatch-to-have-medals = { $side } to have { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}
mismatch-has-medals = { $side } has { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}
mismatch-to-gain-medals = { $side } to gain { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}
# $from and $to: the side's medals before and after the line.
mismatch-gained-medals = { $side } gained { $n ->
    [one] { $n } medal
   *[other] { $n } medals
} (from { $from } to { $to })
# $regions: region ids, or `mismatch-none`.
mismatch-to-claim = { $side } to claim exactly: { $regions }
mismatch-claimed = { $side } claimed: { $regions }
mismatch-to-be-connected = @{ $place } to be { $side }'s and connected to its HQ
mismatch-to-be-cut-off = @{ $place } to be { $side }'s but cut off from its HQ
mismatch-all-connected = every base of { $side }'s joined to its HQ
# $places: the bases, each written `@id`.
mismatch-cut-off-on = { $side }'s troops cut off on { $places }
mismatch-to-place = { $side } to be able to place { $troop } on @{ $place }
mismatch-not-to-place = { $side } not to be able to place { $troop } on @{ $place }
mismatch-can-place = { $side } can place { $troop } on @{ $place }
mismatch-cannot-place = { $side } cannot place { $troop } on @{ $place }
# $reason: why the engine refuses the placement (`illegal-…`).
mismatch-cannot-place-why = { $side } cannot place { $troop } on @{ $place }: { $reason }
# $piece: `mismatch-piece` or `mismatch-nothing`.
mismatch-on-top = { $piece } on top of @{ $place }
mismatch-to-be-empty = @{ $place } to be empty
mismatch-stack = { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} on @{ $place }
mismatch-rack-to-hold = { $side }'s rack to hold { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}
# "it": the rack or the reserve of the phrase that expected.
mismatch-holds = it holds { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}
mismatch-rack-to-hold-troop = { $side }'s rack to hold { $n } { $troop }
# $rack: the rack's troops, or `mismatch-rack-empty`.
mismatch-rack-holds-troop = it holds { $n } { $troop } (rack: { $rack })
mismatch-rack-empty = empty
mismatch-reserve-to-hold = { $side }'s reserve to hold { $n ->
    [one] { $n } troop
   *[other] { $n } troops
}
mismatch-discard-to-hold = the discard to hold { $n } of { $side }'s { $troop }
# "it": the discard.
mismatch-holds-count = it holds { $n }
mismatch-to-have-frozen = { $side } to have { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} frozen
mismatch-has-frozen = { $side } has { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} frozen
mismatch-to-be-removed = { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} of { $side }'s to be removed at setup
mismatch-removed = { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} removed
mismatch-to-act = { $side } to act next
mismatch-acts = { $side } acts next
# $outcome: how the game ended (`outcome`).
mismatch-over = the game is over ({ $outcome })
# $margin, $gap, $value, $best: medals with two decimals ("0.50"); $line: the best turn in
# notation.
mismatch-within-best = a complete turn within { $margin } medals of the best
mismatch-refused-action = a refused action
mismatch-not-a-turn = a line that is not a complete turn of the side to move
mismatch-below-best = { $gap } medals below the best (this line: { $value } medals; best `{ $line }`: { $best } medals)

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

## Why the engine refuses an action
# $side, $troop, $top: a side or troop as the engine names them (in English their file name:
# blue, roxy); $place, $base, $from, $to: a location's id; $code, $top_code: a troop's
# strength (X, 1 to 7); $n, $given: counts.

# $outcome: how the game ended (`outcome`).
illegal-game-over-outcome = the game is over: { $outcome }
illegal-game-over = the game is over
# $n: the location's number in the board.
illegal-location-number = location #{ $n } is not on this map
illegal-no-such-location = there is no base or HQ `@{ $place }` on this map
illegal-no-effect-waiting = no effect is waiting for an answer: { $side } starts the turn with `draw` or `place <troop> @<location>`
# $effect: the effect (`effect`); $answers: the answers it takes (`effect-answers`).
illegal-effect-waiting = { $effect } is waiting for an answer: { $answers }
illegal-jumbo-not-adjacent = @{ $place } is not adjacent to Jumbo's base @{ $base }
illegal-jumbo-hq = @{ $place } is an HQ; Jumbo discards a troop on a base
illegal-jumbo-no-enemy = @{ $place } has no visible enemy troop for Jumbo to discard
illegal-rack-empty = { $side }'s rack is empty
illegal-rack-lacks = { $side }'s rack holds no { $troop }
illegal-recall-itself = the troop on @{ $place } is the one whose Castle base is resolving; recall another troop
illegal-recall-none = @{ $place } has no visible { $side } troop to recall (only a troop on top of a stack can be recalled)
illegal-volcano-not-adjacent = @{ $place } is not a base adjacent to the Volcanic Jungle base @{ $base }
illegal-volcano-no-enemy = @{ $place } has no visible enemy troop to move
illegal-volcano-one-step = @{ $to } is not adjacent to @{ $from }: the troop moves one step
illegal-volcano-hq = @{ $place } is an HQ; a Volcanic Jungle move never ends on an HQ
illegal-revive-none = the discard holds no { $side } { $troop } (troops removed at setup are not in the discard)
illegal-rack-full = { $side }'s rack is full ({ $n } troops)
illegal-freeze-none = { $side } has no troop left to freeze
illegal-freeze-lacks = { $side }'s rack holds no unfrozen { $troop }
illegal-reserve-empty = { $side }'s reserve is empty: there is nothing to draw
illegal-draw-rack-full = { $side }'s rack is full ({ $n } troops): nothing can be drawn
# The draw a count is wrong for. $what: turn, skully, star or clouds.
illegal-draw-what = { $what ->
    [turn] the draw action
    [skully] Skully's draw
    [star] Star's draw
   *[clouds] the City of Clouds draw
}
# $draw: the draw (`illegal-draw-what`); $n: the troops it takes; $given: the troops named.
illegal-draw-count = { $draw } takes { $n ->
    [one] { $n } troop
   *[other] { $n } troops
} here, but { $given ->
    [one] { $given } was
   *[other] { $given } were
} named
# $second: yes when the troop is named twice.
illegal-reserve-lacks = { $side }'s reserve holds no { $second ->
    [yes] second { $troop }
   *[no] { $troop }
} to draw
illegal-not-on-rack = { $side } has no { $troop } on the rack
illegal-frozen = { $side }'s { $troop } is frozen by a Battlefield base and cannot be placed this turn
illegal-own-hq = @{ $place } is { $side }'s own HQ; a troop is never placed on its own HQ
illegal-covering = { $troop } ({ $code }) cannot cover the enemy's { $top } ({ $top_code }); covering needs a strictly greater strength
# $hook: hq (Hook placed on an HQ), metal_x (Hook on a Station Metal-X base) or none.
illegal-connection = @{ $place } is not connected to { $side }'s HQ: a placement needs a path from the HQ through bases topped by { $side }'s own troops{ $hook ->
    [hq] ; Hook ignores the connection only when placed on a base, and an HQ is not a base
    [metal_x] ; Hook gets no effect on a Station Metal-X special base, so it needs a connection there
   *[none] {""}
}
# $list: the strengths the location accepts, such as "1, 2, 3".
illegal-terrain = @{ $place } accepts only the strengths { $list }; { $troop } is { $code }

## Why a prepared position is impossible
# $side, $mover, $troop: a side or troop as the engine names them; $place: a location's id;
# $id, $region: an id as the position names it; $n and the other numbers: counts.

position-location-number = location #{ $n } is not on the map
position-region-number = region #{ $n } is not on the map
position-troop-on-hq = @{ $place } is an HQ; troops stand only on bases (a troop on an HQ ends the game)
position-hq-id = `{ $id }` is an HQ; troops stand only on bases (a troop on an HQ ends the game)
position-stack-twice = the stack on @{ $place } is given twice
position-stack-id-twice = the stack on `{ $id }` is given twice (ids ignore case)
position-unknown-stack = `{ $id }` in the stacks is no base of the map
position-unknown-region = `{ $id }` among the claimed regions is no region of the map
# $board, $rack, $reserve, $discard, $removed: where the $n troops are.
position-troop-count = { $side } has { $n } { $troop } (board { $board }, rack { $rack }, reserve { $reserve }, discard { $discard }, removed { $removed }); each side has exactly 3 of each troop
# $most: the most a rack holds.
position-rack-over = { $side }'s rack holds { $n } troops; a rack holds at most { $most }
position-frozen-off-turn = { $side } has frozen troops but { $mover } is to move; only the side to move can have frozen troops at the start of a turn
# $n: the frozen troops; $rack: those on the rack.
position-frozen-not-on-rack = { $side } has { $n } frozen { $troop } but only { $rack } on the rack; frozen troops are part of the rack
position-claimed-twice = the region `{ $region }` is claimed twice; a region is claimed once
position-claimed-no-medals = the region `{ $region }` holds no medals, so it cannot have been claimed
# $n: the medals the region holds.
position-unclaimed-region = { $side } holds every base around the region `{ $region }`, which still holds { $n ->
    [one] { $n } medal
   *[other] { $n } medals
}; it would have been claimed (list it under claimed regions)
# $n: the side's medals; $claimed: the medals of its claimed regions.
position-medals-mismatch = { $side } has { $n ->
    [one] { $n } medal
   *[other] { $n } medals
} but its claimed regions hold { $claimed }; medals come only from claimed regions
# $n: the side's medals; $target: its medal target.
position-target-reached = { $side } already has { $n } medals, its target is { $target }: the game would be over
# A position's problems, after `position-impossible`. $list: one or many; $n: the count;
# $problems: the one problem, or one indented line per problem.
position-impossible = impossible position{ $list ->
    [one] : { $problems }
   *[many] {" "}({ $n } problems):{ $problems }
}

## Why a map cannot be played
# $side: a side as the engine names it; $id, $region: ids as the map writes them.

board-unplayable = the map cannot be played{ $list ->
    [one] : { $problems }
   *[many] {" "}({ $n } problems):{ $problems }
}
board-no-hq = { $side } has no HQ
board-target-zero = the medal target of { $side } must be at least 1
board-malformed-id = `{ $id }` is not a usable id: ids are 1 to 64 letters, digits, `-` and `_`, starting with a letter or digit
board-duplicate-id = the id `{ $id }` is used by more than one location (ids ignore case)
board-duplicate-region-id = the region id `{ $id }` is already used (ids ignore case)
board-loop-path = the path from `{ $id }` to itself is a loop
board-unknown-end = a path joins `{ $id }`, which is no base or HQ of the map
board-empty-ring = the region `{ $region }` has no bounding bases
board-ring-hq = the ring of region `{ $region }` holds `{ $id }`, which is an HQ, not a base
board-ring-unknown = the ring of region `{ $region }` holds `{ $id }`, which is no base of the map
# $n: the map's count; $most: the engine's limit.
limit-play-locations = the map has { $n } locations (bases and HQs); the engine plays maps of at most { $most }
limit-play-regions = the map has { $n } regions; the engine plays maps of at most { $most }

## Why a written action does not parse
# $line, $column: where (1-based); $expected: what the parser expected (`syntax-expected-…`);
# $found: what it found (`syntax-token` or `syntax-found-end`).
syntax-error = line { $line }, column { $column }: expected { $expected }, found { $found }
# A word of the text as written, quoted.
syntax-token = `{ $token }`
syntax-found-end = the end of the action
syntax-expected-end = the end of the action
syntax-expected-end-of-draw = the end of the action (a draw names at most 2 troops)
syntax-expected-action = an action (`draw`, `place`, `discard`, `recall`, `move`, `revive`, `freeze` or `skip`)
syntax-expected-troop = a troop (kwak, skully, capn, jumbo, hook, xb42, star, roxy, or a code X, 1 to 7)
syntax-expected-troop-or-end = a troop (kwak, skully, capn, jumbo, hook, xb42, star, roxy, or a code X, 1 to 7) or the end of the action
syntax-expected-second-troop-or-end = a troop (kwak, skully, capn, jumbo, hook, xb42, star, roxy, or a code X, 1 to 7) or the end of the action (a draw names at most 2 troops)
syntax-expected-location = a location `@<id>` (letters, digits, `-` and `_`)
syntax-expected-rack-or-location = `rack` or a location `@<id>` (letters, digits, `-` and `_`)
syntax-expected-mark = a move mark (`!`, `?`, `!!`, `??`, `!?` or `?!`)
# An action of a line that failed. $n: its number (from 1); $action: the action as written;
# $error: why (a syntax error or the engine's refusal).
line-action-failed = action { $n } '{ $action }': { $error }

## A lesson step that cannot go on
# $error: why (the engine's refusal or a line's error), in the same language.
run-not-allowed = That action is not allowed: { $error }
run-line-unparsed = The line does not parse: { $error }
run-lines-problem = This step's lines have a problem: { $error }
run-reply-not-allowed = The scripted reply is not allowed here: { $error }
run-solution-unplayable = The solution cannot be played: { $error }
run-reply-unplayable = The scripted reply cannot be played: { $error }
run-stage-unparsed = Its actions do not parse: { $error }
run-setup-unplayable = This step's setup cannot be played: { $error }

## A file over the format's limits
# $n: what the file has; $most: the limit.
limit-map-locations = the map has { $n } locations; toyforge accepts at most { $most }
# $region: a region's id.
limit-region-medals = region `{ $region }` holds { $n } medals; a region holds at most { $most }
limit-target = the { $side } medal target is { $n }; a target is at most { $most }
# $path: where the text is in the file (`steps[2].text`); $what: name or text.
limit-text-length = `{ $path }` is longer than { $most } characters, the most a { $what ->
    [name] name
   *[text] text
} may have
# $found: the embedded map's format; $newest: the newest this version reads.
limit-embedded-map-newer = the map inside the scenario was written by a newer toyforge (format { $found }; this version reads formats up to { $newest }); update toyforge to open it
limit-steps = the lesson has { $n } steps; a lesson has at most { $most }
# $step: the step's index (from 0, as the file's path writes it); $opponent: the opponent as written.
limit-practice-iterations = steps[{ $step }].opponent: `{ $opponent }` asks for { $n } iterations a move; a practice opponent thinks at most { $most } (about a fifth of a second a move here, and a page has one thread to think on)
limit-practice-millis = steps[{ $step }].opponent: `{ $opponent }` asks for { $n } ms a move; a practice opponent thinks at most { $most } ms (the learner waits for each move, and a page has one thread to think on)
# $reason: why it is no level, in the words of the level parser (English); $levels: the levels, as the command line writes them.
load-practice-opponent = steps[{ $step }].opponent: `{ $opponent }` is no computer level ({ $reason }); a practice opponent is { $levels }
limit-position-medals = the position gives { $side } { $n } medals; a side has at most { $most }
limit-sections = the course has { $n } sections; a course has at most { $most }
limit-course-lessons = the course names { $n } lessons; a course has at most { $most }
# $n: the section's number (from 1); $path: the start of the path.
limit-lesson-path = section { $n }: the lesson path `{ $path }…` is longer than { $most } characters
course-no-title = the course has no title
course-no-sections = the course has no sections; a course lists its lessons in `sections`
# $n: the section's number (from 1); $title: its title.
course-empty-section = section { $n } "{ $title }" has no lessons
# $lesson: where the lesson is named the second time (`load-lesson-at`).
course-lesson-twice = { $lesson } is named twice; a course takes each lesson once
# A map's `names` table. $format: the map format it needs; $tag: a language tag as written;
# $hint: the tag with `-` for `_`; $id: a location's or region's id.
names-needs-format = `names` (the names in other languages) needs map format { $format }; write `format: { $format }`
names-bad-tag = `{ $tag }` is not a BCP 47 language tag such as `zh` or `fr-CA`
names-bad-tag-underscore = `{ $tag }` is not a BCP 47 language tag such as `zh` or `fr-CA` (write `{ $hint }`)
names-unknown-id = the `{ $tag }` names give a name to `{ $id }`, which is no location or region of this map
# $near: the id of the map it was probably meant to be.
names-unknown-id-near = the `{ $tag }` names give a name to `{ $id }`, which is no location or region of this map; did you mean `{ $near }`?
# A problem with an unknown id, and the known id it was probably meant to be.
did-you-mean = { $problem }; did you mean `{ $near }`?
names-empty = the `{ $tag }` name of `{ $id }` is empty

## Numbers
# A percentage; $n: the number, already written in the language's form ("50.0").
percent = { $n }%
