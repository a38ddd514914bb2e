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
    [castle] le rappel de la base spéciale de Castle Field
    [clouds] la pioche de la base spéciale de City of Clouds
    [volcano] le déplacement de la base spéciale de Volcanic Jungle
    [cemetery] la résurrection de la base spéciale de Cursed Cemetery
   *[battlefield] le gel de la base spéciale de Battlefield
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

## Les problèmes de la vérification de la carte

problem-list-more = { $list } et { $n } de plus
problem-empty-name = La carte n'a pas de nom ; les joueurs le voient dans les menus et les rapports.
problem-non-finite-position = { $what ->
    [base] La base
   *[hq] Le QG
} { $id } n'a pas de position utilisable ({ $x }, { $y }) ; donnez-lui des coordonnées finies.
problem-non-finite-marker = Le repère de médailles de la région { $id } n'a pas de position utilisable ({ $x }, { $y }).
problem-loop-path = Le chemin { $n } relie { $id } à lui-même ; un chemin doit relier deux lieux différents.
problem-duplicate-path = Le chemin { $n } relie de nouveau { $from } et { $to } (le chemin { $first } le fait déjà) ; supprimez-en un.
problem-missing-hq = Le camp { $side ->
    [blue] bleu
   *[red] rouge
} n'a pas de QG ; chaque camp en a besoin d'au moins un.
problem-hqs-adjacent = Le QG { $side ->
    [blue] bleu
   *[red] rouge
} { $from } est relié au QG { $other ->
    [blue] bleu
   *[red] rouge
} { $to } : la première troupe posée gagnerait aussitôt.
problem-path-between-own-hqs = Le chemin entre { $from } et { $to }, deux QG { $side ->
    [blue] bleus
   *[red] rouges
}, ne peut jamais servir (un QG n'est jamais une étape d'une connexion).
problem-isolated = { $what ->
    [base] La base
   *[hq] Le QG
} { $id } n'a aucun chemin ; reliez-{ $what ->
    [base] la
   *[hq] le
} à la carte ou supprimez-{ $what ->
    [base] la
   *[hq] le
}.
problem-unreachable = { $n ->
    [one] La base { $ids } n'est accessible depuis aucun QG ; seul Hook pourrait y amener des troupes.
   *[other] Les bases { $ids } ne sont accessibles depuis aucun QG ; seul Hook pourrait y amener des troupes.
}
problem-target-zero = { $side ->
    [blue] L'objectif de médailles de bleu est 0 ; bleu aurait gagné avant le premier tour.
   *[red] L'objectif de médailles de rouge est 0 ; rouge aurait gagné avant le premier tour.
}
problem-target-above-total = { $side ->
    [blue] L'objectif de médailles de bleu est { $target }, mais les régions n'en portent que { $total } en tout ; bleu ne peut jamais gagner aux médailles (la carte reste jouable).
   *[red] L'objectif de médailles de rouge est { $target }, mais les régions n'en portent que { $total } en tout ; rouge ne peut jamais gagner aux médailles (la carte reste jouable).
}
problem-too-many-medals = Les régions portent { $total } médailles, mais la boîte n'a que { $box } jetons de médaille.
problem-hq-count-differs = { $rule } se joue avec { $n ->
    [one] { $n } QG
   *[other] { $n } QG
} pour { $side ->
    [blue] bleu
   *[red] rouge
} ; cette carte en a { $count }.
problem-target-differs = { $rule } se joue à { $n } médailles pour { $side ->
    [blue] bleu
   *[red] rouge
} ; cette carte en demande { $target }.
problem-no-special-bases = La carte suit les règles { $rule } mais ne marque aucune base spéciale : la règle ne joue donc jamais.
problem-special-without-restriction = La base spéciale { $id } ne liste aucune force permise ; sur { $rule }, une base spéciale ne fait que restreindre ce qu'on peut y poser.
problem-empty-restriction = { $what ->
    [base] La base
   *[hq] Le QG
} { $id } ne permet aucune force : aucune troupe ne pourrait jamais y être posée ; listez-en au moins une ou retirez la restriction.
problem-repeated-strength = Les forces permises { $what ->
    [base] de la base
   *[hq] du QG
} { $id } citent { $strengths } plus d'une fois.

## Les avertissements de solidité d'un exercice, pour son auteur

sound-unfair = { $kind ->
    [right_listed_wrong] une bonne réponse est listée comme fausse
    [accepted_loses] une ligne acceptée laisse la partie gagnée par l'adversaire
    [chance_decides] le hasard décide du verdict
    [starts_like_wrong] une bonne ligne commence comme une mauvaise, donc l'apprenant entend « faux » avant de la finir
    [unlisted_right] une ligne non prévue aussi bonne que la solution serait jugée fausse
   *[accepted_breaks_claims] accept_if accepte une ligne qui rend fausse une affirmation de la solution
}
sound-fix = { $fix ->
    [accept] L'accepter
    [mark_wrong] La marquer fausse
   *[lengthen] Allonger la mauvaise ligne
}
sound-meets-claims = elle rend vraies toutes les affirmations de la solution, mais l'apprenant serait jugé dans l'erreur
sound-accepted-fails = accept_if l'accepte, mais l'affirmation { $claim } de la solution est fausse après elle (attendu { $expected }, trouvé { $found })
sound-wins-too = elle gagne la partie comme la solution, mais l'apprenant serait jugé dans l'erreur
sound-rated-good = le moteur l'évalue aussi bien que la solution ({ $value } contre { $solution } médailles, après la meilleure réponse adverse), mais l'apprenant serait jugé dans l'erreur
sound-listed-wrong = { $why ->
    [claims] elle rend vraies toutes les affirmations de la solution
    [accept_if] elle satisfait toutes les affirmations d'accept_if
   *[wins] elle gagne la partie, comme la solution
}, mais c'est la mauvaise ligne { $n } et l'apprenant est jugé dans l'erreur
sound-accepted-loses = { $by ->
    [solution] la solution l'accepte
    [alternative] la variante acceptée { $n } l'accepte
   *[accept_if] accept_if l'accepte
}, mais après elle la partie est finie : { $outcome } ; affirmez la victoire de l'adversaire (`Winner(side: { $winner })`) si l'étape le veut
sound-accepted-loses-sometimes = { $by ->
    [solution] la solution l'accepte
    [alternative] la variante acceptée { $n } l'accepte
   *[accept_if] accept_if l'accepte
}, mais après elle la partie est finie : { $outcome } dans { $chance } des cas ; affirmez la victoire de l'adversaire (`Winner(side: { $winner })`) si l'étape le veut
sound-verdict-chance = l'apprenant est jugé juste dans { $chance } des cas de son hasard et dans l'erreur dans les autres ; nommez les troupes que donne le hasard (une réserve `Top`) ou acceptez tous les cas
sound-claims-chance = les affirmations de { $which } ne sont vraies que dans { $chance } des cas de son hasard : { $claim } est fausse (attendu { $expected }, trouvé { $found }) ; nommez les troupes que donne le hasard (une réserve `Top`) ou affirmez ce que tous les cas ont en commun
sound-starts-like-wrong = { $why ->
    [claims] elle rend vraies toutes les affirmations de la solution
    [accept_if] elle satisfait toutes les affirmations d'accept_if
   *[wins] elle gagne la partie, comme la solution
}, mais elle commence par la mauvaise ligne { $n } (« { $line } »), donc l'apprenant est jugé dans l'erreur avant de la finir
