# Les phrases des règles : camps, troupes, effets, affirmations et actions.

## Camps et troupes

side = { $side ->
    [blue] Bleu
   *[red] Rouge
}
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
piece = { $troop } { $owner ->
    [blue] bleu
   *[red] rouge
}
effect = { $effect ->
    [capn] la pose supplémentaire de Cap'n
    [skully] la pioche de Skully
    [jumbo] la défausse de Jumbo
    [xb42] la défausse de XB-42
    [star] la pioche de Star
    [castle] le rappel de la base spéciale du Champ du Château
    [clouds] la pioche de la base spéciale de la Cité des Nuages
    [volcano] le déplacement de la base spéciale de la Jungle Volcanique
    [cemetery] la résurrection de la base spéciale du Cimetière Maudit
   *[battlefield] le gel de la base spéciale du Champ de Bataille
}
rule-set = { $rule ->
    [castle-field] Champ du Château
    [tropical-pool] Piscine Tropicale
    [city-of-clouds] Cité des Nuages
    [volcanic-jungle] Jungle Volcanique
    [cursed-cemetery] Cimetière Maudit
    [caribbean-sea] Mer des Caraïbes
    [station-metal-x] Station Métal-X
   *[battlefield] Champ de Bataille
}
rule-set-effect = { $rule ->
    [castle-field] renvoyez une autre de vos troupes visibles sur votre chevalet
    [tropical-pool] n'accepte que les forces imprimées dessus
    [city-of-clouds] piochez 1 troupe de votre réserve
    [volcanic-jungle] déplacez d'un pas une troupe ennemie adjacente
    [cursed-cemetery] reprenez une de vos troupes de la défausse
    [caribbean-sea] pas de base spéciale
    [station-metal-x] les troupes posées ici n'ont aucun effet
   *[battlefield] gelez une troupe au hasard sur le chevalet adverse
}
illegal-why = { $why ->
    [game_over] la partie est finie
    [wrong_time] l'action ne répond pas à ce que la position demande
    [unknown_location] le lieu n'existe pas
    [not_available] la troupe n'est pas sur le chevalet
    [frozen] la troupe est gelée
    [own_hq] on ne pose pas sur son propre QG
    [covering] recouvrir demande une force strictement plus grande
    [connection] le lieu n'est pas relié au QG
    [terrain] le terrain l'interdit
    [draw] la pioche est impossible
   *[target] la cible de l'effet est impossible
}
marked = { $sentence } { $symbol } ({ $mark ->
    [good] un bon coup
    [mistake] une erreur
    [brilliant] un coup brillant
    [blunder] une gaffe
    [interesting] un essai intéressant
   *[dubious] un coup douteux
})
unknown-id = `{ $id }`

## Listes

list-pair = { $first } et { $second }
list-middle = { $first }, { $rest }
list-end = { $first } et { $last }

## Affirmations

claim-legal = Chaque action de la ligne est permise.
claim-illegal = La dernière action n'est pas permise.
claim-illegal-why = La dernière action n'est pas permise : { $why }.
claim-illegal-quote = La dernière action n'est pas permise (« { $quote } »).
claim-illegal-why-quote = La dernière action n'est pas permise : { $why } (« { $quote } »).
claim-wins = { $how ->
    [hq] { $side } gagne en prenant un QG ennemi.
    [medals] { $side } gagne en atteignant l'objectif de médailles.
   *[stalled] { $side } gagne, car l'autre camp ne peut ni piocher ni poser.
}
claim-winner = { $side } gagne la partie.
claim-no-winner = La partie continue.
claim-within-best-zero = Le moteur classe ce tour parmi ses meilleurs.
claim-within-best = Le moteur classe ce tour à moins de { $margin } médaille de son meilleur.
claim-medals = { $side } a { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}.
claim-medals-gained-zero = { $side } ne gagne aucune médaille.
claim-medals-gained = { $side } gagne { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}.
claim-regions-none = { $side } ne prend aucune région.
claim-regions = { $side } prend { $regions }.
claim-connected = La troupe de { $side } sur { $place } est reliée à son QG.
claim-cut-off = La troupe de { $side } sur { $place } est coupée de son QG.
claim-can-place = { $side } pourrait poser { $troop } sur { $place }.
claim-cannot-place = { $side } ne pourrait pas poser { $troop } sur { $place }.
claim-top = { $troop } de { $side } est au sommet de { $place }.
claim-empty = { $place } est vide.
claim-stack-height = { $place } porte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
claim-rack-size = Le chevalet de { $side } porte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
claim-rack-has-none = { $side } n'a pas { $troop } sur son chevalet.
claim-rack-has = Le chevalet de { $side } porte { $n } { $troop }.
claim-reserve-size = La réserve de { $side } compte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
claim-discard-has = La défausse compte { $n } { $troop } { $owner ->
    [blue] bleu
   *[red] rouge
}.
claim-removed = { $side } a retiré { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
} sans les montrer à la mise en place.
claim-frozen-none = { $side } n'a aucune troupe gelée.
claim-frozen = { $side } a { $n ->
    [one] { $n } troupe gelée
   *[other] { $n } troupes gelées
}.
claim-to-move = { $side } joue ensuite.
claim-all-connected = Aucune troupe de { $side } n'est coupée de son QG.
claim-pending-none = Aucun effet n'attend de réponse.
claim-pending = { $effect } attend une réponse.

## Actions

action-place = { $side } pose { $troop } sur { $place }.
action-place-covering = { $side } pose { $troop } sur { $place } et recouvre { $covered } { $owner ->
    [blue] bleu
   *[red] rouge
}.
action-draw = { $side } pioche.
action-draw-named = { $side } pioche { $troops }.
action-draw-effect = { $side } pioche ({ $effect }).
action-draw-named-effect = { $side } pioche { $troops } ({ $effect }).
action-discard = { $side } défausse { $troop } { $owner ->
    [blue] bleu
   *[red] rouge
} de { $place }.
action-discard-empty = { $side } défausse la troupe de { $place }.
action-discard-rack = { $side } défausse { $troop } du chevalet de { $other }.
action-discard-rack-unseen = { $side } défausse une troupe du chevalet de { $other }.
action-recall = { $side } reprend sa troupe de { $place } sur son chevalet.
action-move = { $side } déplace la troupe ennemie de { $from } vers { $to }.
action-revive = { $side } reprend { $troop } de la défausse.
action-freeze = { $side } gèle { $troop } sur le chevalet de { $other }.
action-freeze-unseen = { $side } gèle une troupe sur le chevalet de { $other }.
action-decline = { $side } renonce à { $effect }.
action-pass = { $side } passe.

## Leçons

variation-number = variante { $number }
variation-labelled = variante { $number } « { $label } »
practice-no-move = L'ordinateur n'a trouvé aucun coup.

## Parties d'entraînement

outcome = { $how ->
    [hq] { $side } a gagné en prenant un QG
    [medals] { $side } a gagné en atteignant l'objectif de médailles
   *[stalled] { $side } a gagné, car le camp au trait ne pouvait ni piocher ni poser
}
goal-win = gagner la partie
goal-medals = avoir { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
} en { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}
goal-capture-hq = prendre un QG ennemi en { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}
goal-missed-lost = { $outcome }
goal-missed-win = la partie n'a pas été gagnée
goal-missed-medals-ended = la partie s'est finie ({ $outcome }) avec { $medals } des { $n } médailles demandées pour { $side }
goal-missed-medals = { $side } a { $medals } des { $n } médailles demandées après { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}
goal-missed-hq-ended = la partie s'est finie sans la prise de QG demandée : { $outcome }
goal-missed-hq = aucun QG ennemi pris en { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}

## Maps that cannot be played and impossible positions
board-unplayable = la carte ne peut pas être jouée : { $problem }
board-unplayable-many = la carte ne peut pas être jouée ({ $n } problèmes) :{ $problems }
position-impossible = position impossible : { $problem }
position-impossible-many = position impossible ({ $n } problèmes) :{ $problems }

## Numbers
percent = { $n } %
