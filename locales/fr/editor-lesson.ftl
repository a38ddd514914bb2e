# The desktop app's lesson workspace: the position, the steps and their fields, claims, the
# recorder, the engine panel, and the names of its edits in the history.

## L'onglet Position : le panneau latéral

le-piece = { $side } { $code } { $troop }
le-to-move = Au tour de { $side }
le-list-add = Ajouter { $troop } { $list ->
    [rack] au chevalet de { $side }
    [frozen] aux troupes gelées de { $side }
    [removed] aux troupes retirées de { $side }
   *[reserve] à la réserve de { $side }
}
le-list-take = Retirer { $troop } { $list ->
    [rack] du chevalet de { $side }
    [frozen] des troupes gelées de { $side }
    [removed] des troupes retirées de { $side }
   *[reserve] de la réserve de { $side }
}
le-reserve-kind = { $kind ->
    [shuffled] Mélangée
    [top] Dessus connu
   *[exact] Ordre exact
}
le-reserve-kind-hover = { $kind ->
    [shuffled] Toutes les troupes qui ne sont pas ailleurs, mélangées selon la graine
    [top] Les troupes que vous choisissez sur le dessus, dans l'ordre ; le reste mélangé en dessous
   *[exact] Exactement les troupes que vous indiquez, dans l'ordre
}
le-reserve-kind-label = Réserve de { $side } : { $kind }
le-reserve-button = { $verb ->
    [raise] Monter
    [lower] Descendre
   *[remove] Retirer
} la troupe { $n } de la réserve de { $side }
le-discard-button = { $verb ->
    [raise] Monter
    [lower] Descendre
   *[remove] Retirer
} la troupe défaussée { $n }
le-discard-add-label = Ajouter la troupe de la palette à la défausse
le-claim-label = { $id } : { $owner ->
    [none] revendiquée par personne
   *[other] revendiquée par { $side }
}
le-auto-medals-label = Médailles de { $side } tirées des régions revendiquées
le-reset-new-game = Revenir à une nouvelle partie
le-turn-options = Tour et options
le-discard-pile = Défausse ({ $n })
le-claimed-regions = Régions revendiquées
le-to-move-prompt = Au tour de :
le-to-move-hover = La position est le début du tour de { $side }
le-seed = Graine
le-seed-hover = Détermine le mélange des réserves et le hasard de la partie (XB-42, gels)
le-first-game = Première partie
le-first-game-hover = Mode première partie : les bases spéciales n'ont aucun effet
le-reset-hover = Remplacer toute la position par celle d'une nouvelle partie avec cette graine : 4 troupes retirées par camp, 3 sur le chevalet du camp qui joue et 4 sur celui de l'autre
le-unplayable = La carte n'est pas jouable
le-rack-count = Chevalet { $n }/{ $max }
le-rack-hover = Les troupes que le camp peut poser, { $max } au plus
le-frozen = Gelées
le-frozen-hover = Troupes du chevalet gelées par une base Champ de bataille ce tour-ci ; seul le camp qui joue peut en avoir
le-removed = Retirées
le-removed-hover = Troupes mises de côté face cachée à la mise en place (4 par camp dans une nouvelle partie)
le-rack-full = Le chevalet est plein : il contient { $max } troupes au plus
le-frozen-not-to-move = Seul le camp qui joue peut avoir des troupes gelées
le-frozen-rack-first = Les troupes gelées font partie du chevalet : ajoutez-en d'abord une au chevalet
le-one-less = Un { $troop } de moins
le-one-more = Un { $troop } de plus
le-medals = Médailles
le-medals-auto = selon les régions revendiquées
le-medals-auto-hover = Les médailles sont la somme des régions revendiquées par le camp ; décochez pour les fixer à la main
le-side-medals = Médailles de { $side }
le-medals-of = sur { $n }
le-reserve = Réserve
le-reserve-shuffled-note = { $n ->
    [one] { $n } troupe qui n'est pas ailleurs, mélangée
   *[other] { $n } troupes qui ne sont pas ailleurs, mélangées
} selon la graine.
le-reserve-top-note = Sur le dessus, de haut en bas ; puis { $n } autres mélangées en dessous.
le-reserve-exact-note = De haut en bas, { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
le-list-entry = { $at }. { $troop }
le-add = Ajouter :
le-reserve-add-hover = Ajouter un { $troop } en bas de la liste
le-add-missing = Ajouter les troupes manquantes
le-add-missing-hover = Ajouter en bas { $n ->
    [one] la troupe qui manque
   *[other] les { $n } troupes qui manquent
} au camp pour avoir 3 de chaque
le-add-missing-none = Le camp a au moins 3 troupes de chaque
le-add-missing-label = Ajouter à la réserve les troupes manquantes de { $side }
le-up = Monter
le-up-hover = Le monter d'un cran
le-down = Descendre
le-down-hover = Le descendre d'un cran
le-remove-hover = Le retirer de la liste
le-discard-empty = Vide.
le-oldest-first = La plus ancienne d'abord.
le-discard-add = Ajouter { $piece }
le-discard-add-palette = Ajouter la troupe de la palette
le-discard-add-hover = Poser la troupe de la palette sur le dessus de la défausse
le-choose-troop-first = Choisissez d'abord une troupe dans la palette
le-no-medal-region = Cette carte n'a aucune région à médailles.
le-region-row = { $name } ({ $n })
le-region-hover = Région `{ $id }`, { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}
le-nobody = personne
le-unclaimed-hover = Non revendiquée : ses médailles sont encore sur le plateau
le-claimed-hover = Revendiquée par { $side } : ses médailles sont à { $side }
le-stray-claim = `{ $id }` n'est pas une région de cette carte
le-remove = Retirer
le-remove-claim = Retirer la revendication de `{ $id }`

## L'onglet Position : la palette, la pile choisie et le plateau

le-palette-troop = Palette : { $troop }
le-palette-side = Palette : { $side }
le-palette-select = Palette : choisir seulement
le-stack-button = { $verb ->
    [raise] Monter
    [lower] Descendre
   *[remove] Retirer
} la troupe { $n } de @{ $id }
le-board-unshown = Le plateau ne peut pas être affiché : { $error }
le-board-unshown-note = Les panneaux latéraux modifient toujours la position ; le plateau s'affichera dès que la carte sera jouable.
le-engine-no-start = La position ne peut pas encore commencer une partie : le moteur ne peut donc pas l'évaluer.
le-palette = Palette
le-palette-side-hover = Poser des troupes de { $side }
le-choose-only = Choisir seulement
le-choose-only-hover = Les clics sur le plateau ne font que choisir un lieu, pour voir sa pile
le-palette-troop-hover = Cliquez sur une base pour poser { $piece } en haut de sa pile
le-left = { $n ->
    [0] aucune restante
    [one] { $n } restante
   *[other] { $n } restantes
}
le-left-hover = { $side } a 3 troupes de chaque ; { $n ->
    [0] aucune n'est encore posée
    [one] { $n } n'est encore posée
   *[other] { $n } ne sont encore posées
} nulle part ({ $reserve ->
    [exact] elles manquent à la réserve exacte
   *[shuffled] elles forment la réserve mélangée
})
le-palette-put = Cliquez sur une base pour poser { $piece } dessus. Un clic droit retire la troupe du dessus.
le-palette-choose = Cliquez sur une base pour la choisir. Un clic droit retire la troupe du dessus.
le-chosen-none = Cliquez sur un lieu pour afficher sa pile ici.
le-stack-empty = Aucune troupe ici.
le-top-first = Du haut vers le bas :
le-stack-entry = { $piece }{ $place ->
    [top] {" "}(dessus)
    [bottom] {" "}(dessous)
   *[middle] {""}
}
le-stack-up-hover = La monter dans la pile
le-stack-down-hover = La descendre dans la pile
le-stack-remove-hover = La retirer du plateau
le-clear-stack = Vider cette pile
le-clear-stack-hover = Retirer toutes les troupes de @{ $id }
le-put-on-hq = @{ $id } est un QG : aucune troupe ne commence sur un QG, puisqu'une troupe qui s'y trouve termine la partie.
le-put-terrain = Posée, mais attention : le terrain de @{ $id } n'accepte pas { $troop }, donc aucune pose en cours de partie n'aurait pu la mettre là.
le-board = Plateau
le-clear-board = Vider le plateau
le-clear-board-hover = Retirer toutes les troupes du plateau
le-board-empty = Le plateau est vide
le-stray-stacks = Piles sur des identifiants que cette carte n'a pas :
le-stray-stack = `{ $id }` : { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}
le-stray-stack-hover = Supprimer cette pile
le-remove-stack = Retirer la pile de `{ $id }`

## Le panneau du moteur

le-engine = Moteur
le-engine-ask = Que jouerait le moteur ?
le-engine-ask-hover = Évaluer chaque tour complet du camp qui joue et lister les meilleurs, selon l'évaluation du moteur
le-engine-thinking = Le moteur réfléchit
le-engine-game-over = La partie est finie
le-engine-judging = Évaluation de chaque tour complet…
le-engine-judged = { $n ->
    [one] { $n } tour complet évalué
   *[other] { $n } tours complets évalués
} ; valeurs en médailles, du point de vue du camp qui joue.
le-engine-cut = La recherche s'est arrêtée à { $n } tours, à partir de « { $line } ».
le-engine-use = { $what ->
    [solution] la solution
    [alternative] une variante acceptée
    [wrong] une mauvaise ligne
    [candidate] un candidat
    [new_puzzle] la solution d'un nouvel exercice
   *[new_compare] un candidat d'une nouvelle comparaison
}
le-engine-as = Comme { $what }
le-engine-record = Garder cette ligne comme { $what }
le-engine-use-label = Utiliser la ligne { $n } du moteur comme { $what }
le-engine-no-step-start = L'étape ne peut pas commencer : le moteur n'a aucune position à évaluer.

## La solidité d'un exercice

le-soundness = Solidité
le-sound-judging = Évaluation de chaque tour complet de l'exercice…
le-sound-ok = Solide : chaque ligne que l'apprenant peut jouer est jugée équitablement.
le-sound-add-label = Ajouter la ligne non prévue { $n } comme { $what ->
    [alternative] variante acceptée
   *[wrong] mauvaise ligne
}
le-sound-add-hover = Ajouter la ligne comme { $what ->
    [alternative] variante acceptée
   *[wrong] mauvaise ligne
}
le-sound-lengthen-label = Allonger la mauvaise ligne pour la ligne { $n }
le-sound-kind = { $kind } : { $n ->
    [one] { $n } ligne
   *[other] { $n } lignes
}
le-sound-played-out = jouée jusqu'au bout : { $outcome }
le-sound-mark-wrong = La marquer fausse
le-sound-accept = L'accepter
le-sound-more = et { $n } autres de ce genre
le-sound-budget-spent = Le budget de travail de la vérification était épuisé avant cette étape.
le-sound-budget = Budget atteint après { $n } tours terminés ; les lignes à partir de « { $line } » n'ont pas été évaluées.
le-fix-accept-drop = Ajouter la ligne comme variante acceptée et supprimer la mauvaise ligne { $n }
le-fix-accept = Ajouter la ligne comme variante acceptée
le-fix-wrong-drop = Supprimer la variante { $n } et ajouter la ligne comme mauvaise ligne, avec un commentaire à écrire
le-fix-wrong = Ajouter la ligne comme mauvaise ligne, avec un commentaire à écrire
le-fix-drop-wrong = Toutes les suites de la mauvaise ligne { $n } sont bonnes : supprimez-la
le-fix-replace-wrong = Remplacer la mauvaise ligne { $n } par { $lines }
le-quoted = « { $line } »

## L'onglet Position : la vérification en direct et le recensement

le-check-ready = La position est prête à jouer
le-check-over = La position commence une partie déjà finie
le-check-not-ready = La position ne peut pas commencer
le-census = Où se trouve chaque troupe
le-check-medals = Au tour de { $side } · médailles : { $blue } { $blue_n } sur { $blue_of }, { $red } { $red_n } sur { $red_of }
le-check-over-why = { $outcome }. { $medals }.
le-check-goes-on = L'édition continue : corrigez la position, ou enregistrez-la telle quelle et corrigez-la plus tard.
le-check-more = …et { $n } autres problèmes (survolez pour tous les voir)
le-check-map = La carte n'est pas jouable : { $problem }
le-census-side = { $side } :
le-census-sums = plateau { $board } · chevalet { $rack } · réserve { $reserve }{ $shuffled ->
    [0] {""}
    [one] {" "}({ $shuffled } mélangée)
   *[other] {" "}({ $shuffled } mélangées)
} · défausse { $discard } · retirées { $removed } = { $total } sur { $all }
le-census-count = { $n } { $troop }
le-census-missing = manquantes : { $troops }
le-census-extra = en trop : { $troops }
le-census-column = { $column ->
    [board] Plateau
    [rack] Chevalet
    [reserve] Réserve
    [discard] Défausse
    [removed] Retirées
   *[all] Total
}

## Les lignes d'une étape

le-line = { $line ->
    [setup] mise en place
    [candidate] candidat { $n }
    [solution] solution
    [solution_reply] réponse à la solution
    [alternative] variante acceptée { $n }
    [alternative_reply] réponse à la variante acceptée { $n }
    [wrong] mauvaise ligne { $n }
    [stage] phase { $n }
   *[example] exemple
}
le-line-variation = variante { $path } de { $of }
le-line-error-stage = la phase { $n } ne se lit pas : { $error }
le-line-error-answer-syntax = la ligne « { $answer } » ne se lit pas : { $error }
le-line-error-answer-refused = la ligne « { $answer } » est refusée ({ $refusal }), donc la réponse n'a pas de position de départ
le-line-error-no-line = l'étape n'a pas de ligne « { $line } »
le-line-error-syntax = la ligne ne se lit pas : { $error }
le-line-error-variation-start = la variante commence après l'action { $after }, mais sa ligne parente n'en joue que { $parent }
le-step-none = pas d'étape { $n }
le-step-setup = la mise en place de l'étape : { $error }
le-refused-early = l'action { $n } sur { $total } est refusée avant la fin de la ligne : corrigez la ligne ou arrêtez-la là
line-summary = { $parts }
line-summary-sep = { " · " }
line-summary-actions = { $n ->
    [0] aucune action
    [one] { $n } action
   *[other] { $n } actions
}
line-summary-medals = { $side } { $change ->
    [won] +{ $n }
   *[lost] -{ $n }
} { $n ->
    [one] médaille
   *[other] médailles
} ({ $medals } sur { $target })
line-summary-claims = { $side } revendique { $regions }
line-summary-to-move = { $side } au trait
line-summary-to-answer = { $side } doit répondre à { $effect }
line-summary-illegal = illégale à l'action { $n } « { $action } » : { $reason }{ $played ->
    [0] {""}
    [one] {" "}(l'action d'avant est jouée)
   *[other] {" "}(les { $played } actions d'avant sont jouées)
}
le-claims-of = { $of ->
    [position] la position
   *[accept_if] accepter si
}

## Le plateau de l'onglet Étapes et la saisie au plateau

le-game-over = Partie finie : { $outcome }.
le-to-answer = { $side } doit répondre à { $effect }
le-side-state = { $side } : { $n } médailles sur { $of } · chevalet { $rack } · réserve { $reserve }
le-refused = action { $n } « { $action } » : { $why }
le-rec-refused = { $refused }. La prochaine action jouée la remplace, avec tout ce qui suit.
le-rec-unparsed = La ligne ne se lit pas ({ $error }). La prochaine action jouée la recommence.
le-rec-recording = Saisie au plateau : { $line } de l'étape { $step }
le-rec-undo = Annuler la dernière action
le-rec-undo-hover = Reprendre la dernière action de la ligne
le-rec-undo-none = La ligne n'a aucune action à reprendre
le-rec-clear = Effacer
le-rec-clear-name = Effacer la ligne
le-rec-clear-hover = Vider la ligne et repartir de sa position de départ
le-rec-clear-none = La ligne est déjà vide
le-rec-done = Terminé
le-rec-done-name = Terminer la saisie
le-rec-done-hover = Arrêter la saisie et garder la ligne
le-rec-cancel = Annuler
le-rec-cancel-name = Annuler la saisie
le-rec-cancel-hover = Arrêter la saisie et remettre la ligne comme elle était
le-rec-line = Ligne :
le-rec-line-empty = (vide : jouez la première action)
le-rec-how = Choisissez une troupe sur le chevalet, puis cliquez sur un lieu éclairé du plateau.

## Les affirmations dans l'éditeur d'étape

le-mark = { $mark ->
    [holds] vraie
    [false] fausse
    [unchecked] non vérifiée
   *[expected] refusée comme prévu
}
le-claims = Affirmations
le-claims-all-hold = Affirmations ({ $n }, toutes vraies)
le-claims-false = Affirmations ({ $n }, { $false_n ->
    [one] { $false_n } fausse
   *[other] { $false_n } fausses
})
le-claims-count = Affirmations ({ $n })
le-claim-add = + Ajouter une affirmation
le-claim-add-name = Ajouter une affirmation à { $list }
le-claim-add-hover = Ajouter une affirmation et ouvrir son éditeur
le-claims-unplayable = la ligne ne peut pas être jouée : { $error }
le-claims-derive = + Affirmations du résultat
le-claims-derive-name = Affirmations du résultat de { $list }
le-claims-derive-hover = Ajouter les affirmations vraies après cette ligne (celles déjà listées sont ignorées)
le-claims-derived-none = Toutes les affirmations du résultat sont déjà listées.
le-claims-derived = { $n ->
    [one] { $n } affirmation ajoutée.
   *[other] { $n } affirmations ajoutées.
}
le-claims-derived-some = { $n ->
    [one] { $n } affirmation ajoutée
   *[other] { $n } affirmations ajoutées
} ; { $listed ->
    [one] { $listed } était déjà listée.
   *[other] { $listed } étaient déjà listées.
}
le-claims-unchecked = Les affirmations ne peuvent pas être vérifiées : { $error }
le-claims-none-position = Aucune affirmation sur la position pour l'instant.
le-claims-none = Aucune affirmation pour l'instant : le moteur ne vérifie que ce qu'une affirmation énonce.
le-claim-holds = L'affirmation est vraie
le-claim-mismatch = Attendu : { $expected } ; trouvé : { $found }
le-claim-mismatch-note = {"    "}attendu : { $expected } ; trouvé : { $found }
le-claim-unchecked = Non vérifiée : la ligne ne peut pas être jouée
le-close = Fermer
le-edit = Modifier
le-delete = Supprimer
le-claim-edit-name = Modifier l'affirmation { $n } de { $list }
le-claim-close-hover = Fermer l'éditeur de l'affirmation
le-claim-edit-hover = Modifier l'affirmation
le-claim-delete-name = Supprimer l'affirmation { $n } de { $list }
le-claim-delete-hover = Supprimer l'affirmation
le-claim-kind = Type
le-claim-as-written = Telle qu'écrite
le-claim-as-written-hover = L'affirmation telle que le fichier du scénario l'écrit ; modifiez-la librement
le-claim-unparsed = Pas encore une affirmation ({ $error }) ; l'affirmation garde sa dernière valeur.
le-claim-field = { $field ->
    [side] camp
    [by] par
    [troop] troupe
    [at] lieu
    [n] n
    [how] comment
    [effect] effet
    [margin] marge
    [refused_for] refusée pour
   *[reason_mentions] la raison mentionne
}
le-loc-unknown = { $loc } (inconnu)
# A button beside an id the map lacks: the map's id it was probably meant to be.
le-use-id = Utiliser { $id }
le-use-id-hover = Mettre `{ $id }` à la place de `{ $given }`, que la carte n'a pas : son identifiant le plus proche de ce qui est écrit
le-claim-legal = Chaque action de la ligne est légale.
le-claim-no-winner = La partie continue.
le-claim-any-reason = n'importe quelle raison
le-claim-reason-hover = Une partie de la raison donnée par le moteur (sans tenir compte de la casse) ; vide : n'importe laquelle
le-claim-no-regions = La carte n'a aucune région.
le-claim-margin-unit = {" "}/100 médaille
le-claim-margin-hover = De combien une ligne peut rester sous le meilleur tour du moteur, en centièmes de médaille

## L'onglet Étapes : la liste des étapes et le plateau

le-step-kind = { $kind ->
    [explain] Lecture
    [compare] Comparaison
    [find_move] Trouver le coup
    [walkthrough] Démonstration
   *[practice] Entraînement
}
le-step-kind-hint = { $kind ->
    [explain] Un texte sur une position, avec des lieux mis en évidence et des flèches
    [compare] Deux lignes candidates ou plus côte à côte, chacune avec son résultat
    [find_move] Un exercice : l'apprenant joue la bonne ligne
    [walkthrough] Une ligne écrite d'avance, parcourue phase par phase
   *[practice] Jouer contre l'ordinateur vers un objectif
}
le-new-step-title = { $kind ->
    [explain] Nouvelle lecture
    [compare] Nouvelle comparaison
    [find_move] Nouvel exercice
    [walkthrough] Nouvelle démonstration
   *[practice] Nouvel entraînement
}
le-copy-title = { $title } (copie)
le-copy-untitled = Copie
le-untitled-scenario = scénario sans titre
le-step-copied = L'étape { $copy } est une copie de l'étape { $of }.
le-step-deleted = Étape { $n } « { $title } » supprimée ; Annuler la rétablit.
le-step-deleted-untitled = Étape { $n } supprimée ; Annuler la rétablit.
le-steps = Étapes
le-steps-all-hold = Toutes les affirmations de la leçon sont vraies.
le-steps-problems = { $n ->
    [one] { $n } problème
   *[other] { $n } problèmes
} dans { $steps ->
    [one] { $steps } étape
   *[other] { $steps } étapes
}
le-step-passes = La vérification passe pour cette étape
le-step-row = { $n }. { $kind } · { $title }
le-step-untitled = (sans titre)
le-steps-none = Pas encore d'étapes : un scénario sans étapes n'est qu'une position. Ajoutez-en une ci-dessous.
le-step-add = Ajouter une étape :
le-step-add-after = Ajouter une étape après celle choisie :
le-step-add-kind = + { $kind }
le-step-add-kind-name = Ajouter une étape { $kind }
le-step-none-selected = Aucune étape n'est choisie
le-step-up-name = Monter l'étape
le-step-up-hover = Monter l'étape choisie
le-step-first = C'est la première étape
le-step-down-name = Descendre l'étape
le-step-down-hover = Descendre l'étape choisie
le-step-last = C'est la dernière étape
le-step-duplicate = Dupliquer
le-step-duplicate-name = Dupliquer l'étape
le-step-duplicate-hover = Copier l'étape choisie juste après elle
le-step-delete-name = Supprimer l'étape
le-step-delete-hover = Supprimer l'étape choisie (Annuler la rétablit)
le-no-step = Aucune étape
le-no-step-about = Une leçon est une suite d'étapes, qui partent chacune de la position du scénario. Ajoutez-en une à gauche : Lecture montre une position, Comparaison met des lignes côte à côte, Trouver le coup est un exercice, Démonstration parcourt une ligne, Entraînement fait jouer contre l'ordinateur.
le-recorder-about = Saisie au plateau : appuyez sur Jouer à côté d'une ligne du formulaire pour l'écrire en la jouant sur le plateau ; le chevalet d'où jouer et les boutons de la saisie apparaissent ici.
le-line-unrecordable = Impossible de saisir { $line } au plateau : { $error }
le-stop-recording = Arrêter la saisie
le-no-board = La position ne peut pas commencer, il n'y a donc aucun plateau à montrer : { $error }. Corrigez la position dans l'onglet Position.
le-board-recording = Saisie de { $line } de l'étape { $step } : jouez sur le plateau
le-board-scenario = La position du scénario
le-board-after = Après { $line } de l'étape { $step }
le-line-unshown = Impossible de montrer { $line } : { $error }
le-board-start = Début de l'étape { $step }
le-step-unstartable = L'étape { $step } ne peut pas commencer : { $error }. Le plateau montre la position du scénario.
le-board-step = Étape { $step }
le-pick-highlight = Cliquez sur un lieu pour le mettre en évidence, ou pour retirer sa mise en évidence.
le-pick-arrow-from = Cliquez là où la flèche commence.
le-pick-arrow-to = Cliquez là où la flèche pointe.
le-step-check-passes = La vérification passe pour cette étape.
le-step-problems = { $n ->
    [one] { $n } problème trouvé
   *[other] { $n } problèmes trouvés
} par la vérification
le-hide = Masquer
le-list-them = Les lister

## Le formulaire de l'étape

le-f-details = Détails de la leçon
le-f-title = Titre
le-f-title-lesson = Le titre de la leçon
le-f-author = Auteur
le-f-author-hint = Qui l'a écrite
le-f-summary = Résumé
le-f-summary-hint = Ce qu'enseigne la leçon
le-f-difficulty = Difficulté
le-f-difficulty-level = { $level ->
    [beginner] débutant
    [intermediate] intermédiaire
   *[advanced] avancé
}
le-f-language = Langue
le-f-language-hover = La langue des textes, sous forme d'étiquette comme en ou zh
le-f-check = Vérification : { $issue }
le-issue-at = { $place } : { $issue }
le-issue-false-claim = affirmation fausse { $claim } : attendu { $expected }, trouvé { $found }
le-issue-illegal-line = ligne illégale : { $refusal }
le-issue-syntax = une action ne se lit pas : { $error }
le-issue-unsound = { $kind } ({ $n }) : { $lines }
le-issue-budget-spent = le budget de travail était épuisé ({ $n } tours terminés) avant cette étape
le-issue-budget = budget atteint après { $n } tours terminés, à partir de « { $line } »
le-issue-untranslated = { $n ->
    [one] { $n } lieu de la carte garde son propre nom
   *[other] { $n } lieux de la carte gardent leur propre nom
} dans cette leçon en { $tag } : { $ids }. Nommez-les dans le panneau Noms dans d'autres langues de l'éditeur de carte.
le-issue-more = { $n } autres
le-f-stop = Arrêter
le-f-stop-name = Arrêter la saisie de { $line }
le-f-record = Jouer
le-f-record-name = Jouer { $line } au plateau
le-f-record-hover = Jouer la ligne sur le plateau : chaque action jouée lui est ajoutée (les commentaires de la ligne ne sont pas gardés)
le-f-no-start = Aucune position d'où partir : { $error }
le-f-show = Montrer
le-f-show-hover = Montrer sur le plateau la position après cette ligne
le-f-show-name = Montrer { $line }
le-f-line-hover = Des actions en notation, séparées par ; ou des retours à la ligne ; # commence un commentaire
le-f-empty-line = { $line ->
    [setup] Pas de mise en place : l'étape part de la position du scénario.
    [reply] Pas de réponse : la réplique de l'adversaire n'est pas écrite.
    [example] Pas de partie d'exemple.
    [stage] Pas d'actions : cette phase ne fait que regarder la position.
   *[line] Vide : jouez la ligne sur le plateau, ou tapez-la.
}
le-f-outcome-hover = Ce que le moteur tire de la ligne, depuis son point de départ
le-f-unparsed = La ligne ne se lit pas : { $error }
le-f-up-name = Monter { $item }
le-f-up-hover = Monter
le-f-down-name = Descendre { $item }
le-f-down-hover = Descendre
le-f-delete-name = Supprimer { $item }
le-f-delete-hover = Supprimer (Annuler le rétablit)
le-f-add = + Ajouter { $what ->
    [arrow] une flèche
    [candidate] un candidat
    [alternative] une variante acceptée
    [hint] un indice
    [wrong] une mauvaise ligne
   *[stage] une phase
}
le-f-add-name = Ajouter { $what ->
    [arrow] une flèche
    [candidate] un candidat
    [alternative] une variante acceptée
    [hint] un indice
    [wrong] une mauvaise ligne
   *[stage] une phase
}
le-f-item = { $item ->
    [candidate] Candidat { $n }
    [alternative] Variante acceptée { $n }
    [hint] Indice { $n }
    [wrong] Mauvaise ligne { $n }
   *[stage] Phase { $n }
}
le-f-item-lower = { $item ->
    [candidate] le candidat { $n }
    [alternative] la variante acceptée { $n }
    [hint] l'indice { $n }
    [wrong] la mauvaise ligne { $n }
   *[stage] la phase { $n }
}
le-f-title-hint = Un titre court
le-f-setup = Mise en place
le-f-setup-hint = Actions jouées depuis la position du scénario avant cette étape (vide : aucune)
le-f-text = Texte
le-f-text-explain-hint = Ce que l'apprenant doit voir dans cette position
le-f-highlighted = Mis en évidence
le-f-unhighlight-name = Retirer la mise en évidence de { $id }
le-f-unhighlight-hover = Retirer la mise en évidence
le-f-highlight-add = Ajouter
le-f-highlight-choose = un lieu…
le-f-pick = Choisir sur le plateau
le-f-pick-hover = Activé, un clic sur un lieu du plateau le met en évidence ou retire sa mise en évidence
le-f-arrows = Flèches
le-f-arrow-from = de
le-f-arrow-to = vers
le-f-arrow-delete-name = Supprimer la flèche { $n }
le-f-arrow-delete-hover = Supprimer la flèche
le-f-add-arrow-hover = Ajouter une flèche, puis choisir ses extrémités
le-f-draw = Tracer sur le plateau
le-f-draw-hover = Activé, cliquez là où une flèche commence, puis là où elle pointe
le-f-draw-from = Depuis { $from } : cliquez maintenant là où elle pointe.
le-f-prompt = Consigne
le-f-prompt-compare-hint = La question à laquelle répond la comparaison
le-f-label = Nom
le-f-label-candidate-hint = Un nom court pour le bouton du candidat
le-f-line = Ligne
le-f-comment = Commentaire
le-f-comment-candidate-hint = Ce que fait cette ligne, avec vos mots
le-f-add-candidate-hover = Ajouter une autre ligne candidate
le-f-conclusion = Conclusion
le-f-conclusion-compare-hint = Affichée une fois que l'apprenant a regardé les candidats
le-f-line-answer-hint = Le tour complet de l'apprenant, réponses aux effets comprises
le-f-feedback = Commentaire
le-f-feedback-answer-hint = Affiché quand l'apprenant la joue
le-f-reply = Réponse
le-f-reply-hint = La réplique écrite de l'adversaire (vide : aucune)
le-f-prompt-puzzle-hint = Ce que l'apprenant doit faire
le-f-solution = Solution
le-f-add-alternative-hover = Une autre ligne acceptée elle aussi
le-f-accept-if = Accepter tout tour terminé où celles-ci sont vraies
le-f-accept-if-hover = Facultatif. S'il y en a, tout autre tour qui rend vraies toutes ces affirmations est accepté. Elles sont vérifiées ici sur la solution.
le-f-hints = Indices
le-f-hints-hover = Montrés un par un, dans cet ordre
le-f-hint-hint = Un coup de pouce vers la réponse
le-f-add-hint-hover = Les indices sont montrés un par un, dans l'ordre
le-f-line-wrong-hint = Une mauvaise ligne, ou son début
le-f-feedback-wrong-hint = Pourquoi c'est faux, pour l'apprenant qui la joue
le-f-add-wrong-hover = Une mauvaise ligne précise avec son propre commentaire
le-f-default-feedback = Commentaire par défaut
le-f-default-feedback-hint = Pour toute autre mauvaise ligne
le-f-show-rack = Montrer le chevalet de l'adversaire à l'apprenant
le-f-show-rack-hover = Décoché, l'apprenant ne voit que le nombre de troupes de l'adversaire, comme en partie
le-f-intro = Introduction
le-f-intro-hint = Avant la première phase
le-f-actions = Actions
le-f-actions-stage-hint = Jouées à cette phase (vide : seulement regarder la position)
le-f-comment-stage-hint = Ce que l'apprenant voit à cette phase
le-f-add-stage-hover = Ajouter une phase après la dernière
le-f-conclusion-walk-hint = Après la dernière phase
le-f-goal-kind = { $goal ->
    [win] Gagner la partie
    [medals] Tenir des médailles
   *[capture_hq] Prendre un QG
}
le-f-example-over = la partie est déjà finie quand l'entraînement commence
le-f-example-refused = l'exemple ne se joue pas jusqu'au bout
le-f-example-reaches = atteint l'objectif à l'action { $action } (tour { $turn } de l'apprenant)
le-f-example-fails = manque l'objectif : { $reason }
le-f-example-short = se termine avant d'atteindre l'objectif ({ $goal }) après { $n ->
    [one] { $n } tour de l'apprenant
   *[other] { $n } tours de l'apprenant
}
le-f-text-practice-hint = Ce pour quoi l'apprenant joue
le-f-goal = Objectif
le-f-goal-medals = médailles
le-f-goal-within = en tours
le-f-goal-note = L'apprenant doit { $goal }.
le-f-opponent = Adversaire
le-f-opponent-hover = Le niveau de l'ordinateur contre lequel joue l'apprenant
le-f-example = Partie d'exemple
le-f-example-hint = Les actions des deux camps, jusqu'à l'objectif (vide : aucune)
le-f-example-verdict = L'exemple { $verdict }.

## Les variantes dans le formulaire de l'étape

le-var-add-name = Ajouter une variante à { $line }
le-var-add-hover = Une sous-ligne qui part de cette ligne après l'une de ses actions
le-var-add-sub-hover = Une sous-ligne de cette variante, qui en part après l'une de ses actions
le-var-add = + Ajouter une variante
le-var-add-to = + Ajouter une variante à { $path }
le-var-too-deep = Les variantes ne peuvent pas s'imbriquer davantage
le-var-nested = { $n ->
    [one] { $n } sous-variante
   *[other] { $n } sous-variantes
}
le-var-after = part après l'action
le-var-after-hover = 0 : à la place de la première action de la ligne mère
le-var-label-hint = Un nom court dans l'arbre
le-var-comment-hint = Pourquoi cette branche, avec vos mots

## La barre de l'espace de travail des leçons et ses messages

le-tab = { $tab ->
    [position] Position
    [steps] Étapes de la leçon
   *[preview] Aperçu
}
le-new-lesson-title = Une leçon sur { $map }
le-map-embedded = La carte { $path } est hors du dossier de la leçon et de sa bibliothèque de cartes (un dossier `maps` à côté de la leçon ou au-dessus), où une leçon ne peut pas la lire : la carte est désormais enregistrée dans la leçon.
le-write-failed = Impossible d'écrire { $path } : { $error }
le-save-refused = Non enregistré dans { $path } : { STOP($reason) } Une telle leçon ne pourrait pas être rouverte ; corrigez l'adversaire et enregistrez de nouveau (vos modifications restent ouvertes ici).
le-recovery-damaged = est endommagé : { $error }
le-recovered-damaged = la leçon récupérée est endommagée : { $error }
le-new-lesson-name = La nouvelle leçon
le-said-new = Nouvelle leçon.
le-said-opened = { $path } ouvert.
le-said-saved = { $path } enregistré.
le-said-saved-note = { $path } enregistré. { $note }
le-no-lesson = Ouvrez un fichier de scénario ci-dessus, ou commencez une nouvelle leçon sur la carte en cours.
le-new-lesson = Nouvelle leçon sur cette carte
le-new-lesson-hover = Un nouveau scénario sur la carte en cours, avec un plateau vide
le-open = Ouvrir…
le-open-hover = Choisir un fichier de scénario à ouvrir
le-save = Enregistrer la leçon
le-save-hover = Enregistrer dans le fichier de la leçon, ou en choisir un pour une nouvelle leçon
le-save-as = Enregistrer la leçon sous…
le-save-as-hover = Choisir où enregistrer la leçon
le-position-unstartable = La position ne peut pas commencer : { $error }

## Les modifications de la leçon, telles que l'historique les nomme

le-hist-edit = modifier { $field ->
    [title] le titre
    [author] l'auteur
    [summary] le résumé
   *[language] la langue
}
le-hist-difficulty = régler la difficulté sur { $level }
le-hist-step = { $what ->
    [add] ajouter l'étape { $n }
    [delete] supprimer l'étape { $n }
    [up] monter l'étape { $n }
    [down] descendre l'étape { $n }
   *[edit] modifier l'étape { $n }
}
le-hist-rename-step = renommer l'étape
le-hist-name-map = nommer la carte
le-hist-place = poser { $troop } sur @{ $id }
le-hist-unplace = retirer { $troop } de @{ $id }
le-hist-stack = modifier la pile de @{ $id }
le-hist-stacks = modifier { $n } piles
le-hist-list-add = ajouter { $troop } { $list ->
    [rack] au chevalet de { $side }
    [frozen] aux troupes gelées de { $side }
   *[removed] aux troupes retirées de { $side }
}
le-hist-list-take = retirer { $troop } { $list ->
    [rack] du chevalet de { $side }
    [frozen] des troupes gelées de { $side }
   *[removed] des troupes retirées de { $side }
}
le-hist-side = { $what ->
    [rack] modifier le chevalet de { $side }
    [frozen] modifier les troupes gelées de { $side }
    [removed] modifier les troupes retirées de { $side }
    [reserve] modifier la réserve de { $side }
   *[medals] régler les médailles de { $side }
}
le-hist-to-move = au tour de { $side }
le-hist-position-part = { $what ->
    [discard] modifier la défausse
    [claimed] modifier les régions revendiquées
    [seed] régler la graine
   *[first_game] basculer le mode première partie
}
le-hist-position = modifier la position
le-no-such-step = il n'y a pas d'étape { $step } (la leçon en a { $n })
le-issue-example = « { $line } » : { $concern }
le-issue-fix = { $text } [correction : { $fix }]

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
mismatch-every-legal = chaque action permise
mismatch-refused-in-outcome = l'action { $n } refusée dans cette issue
sound-starts-like-wrong = { $why ->
    [claims] elle rend vraies toutes les affirmations de la solution
    [accept_if] elle satisfait toutes les affirmations d'accept_if
   *[wins] elle gagne la partie, comme la solution
}, mais elle commence par la mauvaise ligne { $n } (« { $line } »), donc l'apprenant est jugé dans l'erreur avant de la finir

## Les phrases de la vérification (`toyforge check` écrit leur anglais ; l'onglet des étapes les montre).
## Les endroits d'une étape.
check-at-setup = préparation
check-at-highlight = surlignage
check-at-arrows = flèches
check-at-claims = affirmations
check-at-opponent = adversaire
check-at-goal = but
check-at-example = exemple
check-at-soundness = justesse
check-at-solution = solution
check-at-alternative = variante acceptée { $n }
check-at-wrong = mauvaise ligne { $n }
check-at-candidate = candidat { $n }
check-at-candidate-labelled = candidat { $n } « { $label } »
check-at-stage = étape { $n } de la démonstration
check-at-accept-if = accept_if, sur la solution
check-at-reply = réponse à : { $place }
check-at-variation = { $place }, { $variation }
## Ce qui ne va pas dans une étape.
check-unknown-id = `{ $id }` n'est ni une base ni un QG de la carte
check-too-few-candidates = une comparaison demande au moins deux lignes candidates ; elle en a { $n }
check-candidate-no-actions = le candidat n'a aucune action
check-candidate-no-claims = le candidat n'affirme rien ; ajoutez au moins une affirmation que le moteur vérifiera
check-no-stages = la démonstration n'a aucune étape
check-practice-over-at-start = la partie est déjà finie quand l'entraînement commence
check-unknown-opponent = niveau d'ordinateur inconnu `{ $opponent }` ({ $error }) ; niveaux : { $levels }
check-zero-turns = le but n'accorde aucun tour
check-goal-at-start = le but est déjà atteint quand l'entraînement commence
check-example-fails = la partie d'exemple manque le but ({ $goal }) : { $reason }
check-example-ends-short = la partie d'exemple s'arrête avant d'atteindre le but ({ $goal }), après { $n } tours de l'élève
check-puzzle-over-at-start = la partie est déjà finie quand le problème commence
check-line-no-actions = la ligne n'a aucune action
check-turn-waits = la ligne doit finir le tour de l'élève, mais { $effect } attend encore une réponse ({ $answers })
check-turn-not-over = la ligne doit finir le tour de l'élève, mais le tour n'est pas fini
check-wrong-no-actions = la mauvaise ligne n'a aucune action
check-wrong-no-feedback = la mauvaise ligne n'a pas de commentaire
check-no-default-feedback = le problème n'a pas de commentaire par défaut pour les autres mauvaises lignes
check-judge-fails = le juge ne peut pas utiliser l'étape : { $error }
check-judge-not-recognised = le juge ne reconnaît pas cette ligne comme { $place } (il dit : { $verdict })
check-feedback-hidden = son commentaire ne peut jamais s'afficher : elle commence par la mauvaise ligne { $n }, donc l'élève qui la joue reçoit le commentaire de celle-ci ; allongez la mauvaise ligne { $n } ou supprimez celle-ci
check-feedback-hidden-at = son commentaire ne peut jamais s'afficher : elle commence par la mauvaise ligne { $n }, donc l'élève qui la joue reçoit le commentaire de celle-ci à « { $line } » ; allongez la mauvaise ligne { $n } ou supprimez celle-ci
check-wrong-begins-answer = c'est le début de { $answer } (« { $line } »), donc l'élève qui la joue est invité à continuer ; finissez le mauvais tour, par exemple { $finish }
check-wrong-unfinished = l'élève qui joue cette ligne ne recevrait pas son commentaire (le juge dit : { $verdict }) ; finissez le mauvais tour, par exemple { $finish }
check-wrong-no-feedback-shown = l'élève qui joue cette ligne ne recevrait pas son commentaire (le juge dit : { $verdict })
check-finish-any = une ligne qui finit le tour
check-finish-1 = « { $a } »
check-finish-2 = « { $a } » ou « { $b } »
check-finish-3 = « { $a } », « { $b } » ou « { $c } »
## Ce que dit le juge d'une ligne.
check-verdict-continue = continuer à jouer
check-verdict-solution = la solution
check-verdict-goal = résolu par les affirmations du but
check-verdict-default = faux, avec le commentaire par défaut
check-verdict-at = { $verdict } à « { $line } »
## Les variantes.
check-variation-past-end = la variante commence après l'action { $after }, mais sa ligne mère n'en a que { $parent }
check-variation-too-deep = les variantes s'imbriquent sur plus de { $n } niveaux
check-variation-no-actions = la variante n'a aucune action

fix-accept-feedback = Cela marche aussi.
fix-wrong-feedback = Pas celui-ci.
