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

## Maps that cannot be played and impossible positions
# $problem: the one reason, a sentence; $n: how many reasons; $problems: the reasons, each on a
# line of its own (the line breaks are in the argument).
board-unplayable = the map cannot be played: { $problem }
board-unplayable-many = the map cannot be played ({ $n } problems):{ $problems }
position-impossible = impossible position: { $problem }
position-impossible-many = impossible position ({ $n } problems):{ $problems }

## Numbers
# A percentage; $n: the number, already written in the language's form ("50.0").
percent = { $n }%
