# La vue de l'apprenant : le plateau, le chevalet et ses commandes, les étapes, le bilan.

## Le chevalet et les commandes sous le plateau

controls-rack = Chevalet de { $side } :
controls-rack-troop = { $code } { $troop } ×{ $n }
controls-frozen = gelées : { $troops }
controls-draw = Piocher
controls-skip = Passer
controls-refused = Refusé : { $why }
controls-place-chosen = Cliquez sur un lieu éclairé pour poser { $troop } ; survolez-en un autre pour savoir pourquoi il ne l'est pas.
controls-place-chosen-touch = Touchez un lieu éclairé pour poser { $troop } ; touchez-en un autre pour savoir pourquoi pas.
controls-choose-troop = Choisissez une troupe du chevalet pour éclairer où elle peut aller.
controls-waits = { $effect } attend une réponse : choisissez-en une sous le plateau, ou Passer
controls-cannot-go = { $troop } ne peut pas aller sur { $place } : { $why }
controls-why-covering = { $troop } ({ $code }) ne peut pas couvrir { $top } ({ $top_code }) : seule une troupe plus forte couvre une troupe ennemie
controls-why-connection = ce lieu n'est pas relié au QG de { $side } par ses propres bases
controls-why-terrain = ce lieu n'accepte que les troupes de force { $list }
controls-why-own-hq = c'est le QG de { $side }
controls-choose-first-fits = Choisissez d'abord une troupe du chevalet : { $n ->
    [one] { $troops } peut aller ici
   *[other] { $troops } peuvent aller ici
}
controls-choose-first = Choisissez d'abord une troupe du chevalet
controls-none-fits = Aucune troupe du chevalet de { $side } ne peut aller ici : { $why }
controls-rack-empty = Le chevalet de { $side } est vide
controls-prompt-capn = Cap'n : posez une autre troupe du chevalet, ou
controls-prompt = { $effect } :

## Le plateau

board-label = Le plateau de la position
board-empty = vide
board-region = { $region }
    { $n ->
        [one] { $n } médaille
       *[other] { $n } médailles
    }
board-region-claimed = { $region }
    { $n ->
        [one] { $n } médaille
       *[other] { $n } médailles
    }, prise par { $side }

## Les chevalets à côté du plateau

rack-empty = vide
rack-face-down = { $n ->
    [one] { $n } troupe, face cachée
   *[other] { $n } troupes, face cachée
}
rack-troop = { $code } { $troop }
rack-separator = {", "}
rack-frozen = (gelées : { $troops })

## La leçon : en-tête, liste des étapes, plateau

step-kind = { $kind ->
    [explain] Lecture
    [compare] Comparaison
    [find_move] Trouver le coup
    [walkthrough] Démonstration
   *[practice] Entraînement
}
step-result = { $result ->
    [unseen] pas encore ouverte
    [seen] ouverte
    [skipped] passée
    [revealed] solution montrée
    [done] faite
    [first_try] résolue du premier coup
   *[solved] résolue
}
preview-no-steps = Cette leçon n'a pas encore d'étapes. Ajoutez-en dans l'onglet des étapes, puis revenez ici pour les parcourir comme un apprenant.
preview-nothing = Rien à montrer.
preview-back = Retour
preview-back-hover = L'étape précédente
preview-back-first = C'est la première étape
preview-next = Suivant
preview-finish = Terminer
preview-next-skips = Continuer sans résoudre cette étape (elle compte comme passée)
preview-finish-hover = Finir la leçon et voir le bilan
preview-next-hover = L'étape suivante
preview-restart = Recommencer l'étape
preview-restart-hover = Reprendre cette étape depuis sa position
preview-summary = Bilan
preview-step-of = Étape { $at } sur { $n }
preview-done-of = { $done } sur { $n } faites
preview-done-hover = Étapes lues, parcourues, résolues ou dont la solution a été montrée
preview-untitled = Leçon sans titre
preview-level = { $level ->
    [beginner] débutant
    [intermediate] intermédiaire
   *[advanced] avancé
}
preview-level-by = { $level ->
    [beginner] débutant
    [intermediate] intermédiaire
   *[advanced] avancé
}, par { $author }
preview-about = À propos de cette leçon
preview-steps = Étapes
preview-step-hover = { $title }
    { $kind } : { $result }
preview-no-position = Aucune position à montrer : celle de la leçon ne peut pas commencer.
preview-game-over = Partie finie : { $side } gagne
preview-to-act = À { $side } de jouer
preview-medals = Médailles : Bleu { $blue } sur { $blue_target }, Rouge { $red } sur { $red_target }
variation-escape = (Échap : retour à la ligne principale)

## Le bilan

summary-complete = Leçon terminée
summary-end = Fin de la leçon
summary-steps = { $n ->
    [one] Vous avez parcouru { $n } étape.
   *[other] Vous avez parcouru { $n } étapes.
}
summary-first-try = Exercices résolus du premier coup : { $n } sur { $of }.
summary-later = Résolus après un autre essai : { $n }.
summary-revealed = Solutions montrées : { $n }.
summary-skipped = Étapes passées : { $n }.
summary-hints = { $n ->
    [0] Indices utilisés : aucun.
   *[other] Indices utilisés : { $n }.
}
summary-with-hints = { $result }, { $n ->
    [one] { $n } indice
   *[other] { $n } indices
}
summary-unfinished = { $n ->
    [one] Une étape n'est pas encore faite : choisissez-la ci-dessous pour y revenir.
   *[other] { $n } étapes ne sont pas encore faites : choisissez-en une ci-dessous pour y revenir.
}
summary-step-hover = Revenir à cette étape
summary-start-again = Tout recommencer
summary-start-again-hover = Effacer la progression et revenir à l'étape 1

## La colonne de l'étape : affirmations

step-nothing = Rien à montrer pour cette étape.
claims-title = { $title } ({ $n })
claims-on-board = Sur le plateau
claims-after-line = Après toute la ligne
claims-after-stage = Après cette phase
claims-your-move = Ce qu'a fait votre coup
claims-solution = Ce que fait la solution
claim-confirmed = Le moteur le confirme
claim-disputed = La leçon l'affirme, mais le moteur n'est pas d'accord
claim-expected-found = Le moteur attendait { $expected } et a trouvé { $found }.
step-broken = Cette étape ne peut pas commencer
step-broken-fix = Corrigez-la dans l'onglet Position ou Étapes ; l'aperçu suit chaque changement.
step-skip = Passer cette étape
step-skip-hover = Aller à l'étape suivante
conclusion = Conclusion

## Lecture et comparaison

explain-no-text = Cette étape n'a pas encore de texte.
explain-not-on-map = Absents de cette carte, donc non dessinés : { $ids }
compare-no-candidates = Cette comparaison n'a pas encore de candidats.
compare-candidate = Candidat { $n }
compare-seen = vu
compare-variations = { $n ->
    [one] { $n } variante
   *[other] { $n } variantes
}
compare-variations-hover = Montrez la ligne pour les explorer
compare-show = Montrer
compare-show-hover = Jouer cette ligne sur le plateau
compare-see-all = Regardez chaque candidat pour lire la conclusion ({ $seen } sur { $n } vus).
line-previous = Action précédente
line-previous-hover = Reprendre la dernière action (flèche gauche)
line-at-start = Le plateau est au début de la ligne
line-next = Action suivante
line-next-hover = Jouer l'action suivante de la ligne (flèche droite)
line-at-end = Toute la ligne est sur le plateau
line-at-of = { $at } sur { $n ->
    [one] { $n } action
   *[other] { $n } actions
}

## Trouver le coup

you-play = Vous jouez { $side }.
you-play-against = Vous jouez { $side } contre l'ordinateur ({ $ai }).
ai-name = { $ai ->
    [random] au hasard
   *[greedy] glouton
}
ai-search = recherche, { $n } essais
ai-search-millis = recherche, { $n } ms par coup
ai-expert = recherche experte, { $n } essais
ai-expert-millis = recherche experte, { $n } ms par coup
puzzle-find = Trouvez le coup.
puzzle-over = La partie est déjà finie dans la position de cette étape : il n'y a rien à jouer.
puzzle-step-over = L'étape est finie
puzzle-no-hints = Cette étape n'a pas d'indice
puzzle-all-hints = Tous les indices sont montrés
puzzle-hint = Indice
puzzle-hint-hover = Montrer l'indice { $at } sur { $n }
puzzle-hint-text = Indice { $at } sur { $n } : { $hint }
puzzle-reveal = Voir la solution
puzzle-reveal-hover = Jouer la solution sur le plateau (l'étape compte alors comme non résolue)
puzzle-answers = { $side } répond :
puzzle-opponent-answers = L'adversaire répond :
puzzle-solved = Résolu
puzzle-well-done = Bien joué.
puzzle-your-move = Votre coup :
puzzle-solution = La solution
puzzle-try-again = Réessayer
puzzle-try-again-hover = Reprendre l'étape et trouver le coup vous-même
puzzle-wrong = Pas celui-ci
puzzle-not-the-move = Ce n'est pas le coup.
puzzle-you-played = Vous avez joué : { $actions }
puzzle-board-back = Le plateau est revenu au début de l'étape. Réessayez.
puzzle-how = Choisissez une troupe de votre chevalet, puis un lieu éclairé du plateau.
puzzle-so-far = Jusqu'ici :
puzzle-keep-going = Continuez : le tour n'est pas fini.
puzzle-take-back = Reprendre
puzzle-take-back-hover = Reprendre vos actions et recommencer le tour

## Démonstrations

walk-no-stages = Cette démonstration n'a pas encore de phases.
walk-previous = Phase précédente
walk-previous-hover = Revenir d'une phase (flèche gauche)
walk-at-intro = C'est l'introduction
walk-next = Phase suivante
walk-next-hover = Jouer la phase suivante sur le plateau (flèche droite)
walk-next-broken = La phase suivante ne peut pas être jouée
walk-at-last = C'est la dernière phase
walk-intro = Introduction
walk-stage-of = Phase { $at } sur { $n }
walk-begin = Appuyez sur Phase suivante pour commencer.
walk-stage-broken = La phase { $at } ne peut pas être jouée

## Parties d'entraînement

practice-goal = Objectif : { $goal }.
practice-no-opponent = L'adversaire ne peut pas être préparé : { $why }
practice-thinking = L'ordinateur réfléchit…
practice-computer-turn = L'ordinateur : { $actions }
practice-turn-of = À vous : tour { $turn } sur { $n }.
practice-turn = À vous : tour { $turn }.
practice-medals = { $side } a { $medals } des { $n } médailles demandées.
practice-reached = Objectif atteint
practice-did-it = Réussi : { $goal }.
practice-again = Rejouer
practice-again-hover = Reprendre la partie depuis la position de l'étape
practice-missed = Objectif manqué
practice-missed-why = { $why }.
practice-try-again = Réessayer
practice-example = Une façon d'atteindre l'objectif
practice-moves = Coups ({ $n })

## Variantes

variations = Variantes
variation-title = { $name } ({ $branch })
variation-instead = au lieu de la première action
variation-after = après l'action { $n }
variation-caption = { $name } : { $at } sur { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
variation-show = Montrer sur le plateau
variation-show-hover = Mettre le plateau là où cette variante bifurque, puis la parcourir
variation-show-name = Montrer la { $name } sur le plateau
variation-previous = Précédente
variation-previous-name = Action précédente de la variante
variation-at-start = Le plateau est là où la variante bifurque
variation-next = Suivante
variation-next-name = Action suivante de la variante
variation-next-hover = Jouer l'action suivante de la variante (flèche droite)
variation-at-end = Toute la variante est sur le plateau
variation-at-of = { $at } sur { $n }
variation-main-line = Ligne principale
variation-main-line-name = Retour à la ligne principale
variation-main-line-hover = Quitter la variante : le plateau montre de nouveau la ligne principale (Échap)

## Les leçons d'un cours

course-previous = Leçon précédente
course-next = Leçon suivante
