# Le lecteur web : la barre au-dessus de la leçon, le sommaire, la ligne d'état lue aux
# lecteurs d'écran, et la page autour du lecteur.

## La barre et le sommaire

player-contents = Sommaire
player-contents-hover = Les leçons du cours et votre progression
player-lesson-of = Leçon { $at } sur { $n } : { $title }
player-lesson-broken = Cette leçon ne peut pas être affichée
player-no-lessons = Ce cours n'a pas de leçons.
player-by = par { $author }
player-continue = Reprendre où je me suis arrêté : { $title }, étape { $step }
player-continue-next = Continuer avec la leçon suivante : { $title }
player-all-reached = Toutes les leçons ont été parcourues jusqu'au bout.
player-start = Commencer le cours
player-steps-done = { $done } sur { $n ->
    [one] { $n } étape faite
   *[other] { $n } étapes faites
}
player-unreadable = illisible

## La ligne d'état

status-contents = Sommaire de { $course } : { $done } sur { $n ->
    [one] { $n } leçon faite.
   *[other] { $n } leçons faites.
}
status-no-lessons = { $course } n'a pas de leçons.
status-lesson-broken = La leçon { $title } ne peut pas être affichée.
status-lesson-complete = Leçon terminée : { STOP($title) }
status-lesson-end = Fin de la leçon : { STOP($title) } { $n ->
    [one] Une étape n'est pas encore faite.
   *[other] { $n } étapes ne sont pas encore faites.
}
status-step = { STOP($title) } Étape { $at } sur { $n } : { STOP($step) }
status-lesson = { STOP($title) }
status-solved = Résolu.
status-solved-feedback = Résolu. { $feedback }
status-revealed = La solution est montrée.
status-revealed-feedback = La solution est montrée. { $feedback }
status-wrong = Pas celui-ci.
status-wrong-feedback = Pas celui-ci. { $feedback }
status-goal-reached = Objectif atteint.
status-goal-missed = Objectif manqué : { $why }.
status-thinking = L'ordinateur réfléchit.
status-played = { $side } a joué : { $action }

## La page autour du lecteur (écrite dans le HTML du site publié)

page-loading = Chargement de { $title }…
page-cannot-run = Ce navigateur ne peut pas exécuter le cours :{" "}
page-noscript = Ce cours s’exécute dans le navigateur : activez JavaScript.
