# El reproductor web: la barra sobre la lección, el índice, la línea de estado que leen los
# lectores de pantalla, y la página alrededor del reproductor.

## La barra y el índice

player-contents = Índice
player-contents-hover = Las lecciones del curso y tu progreso
player-lesson-of = Lección { $at } de { $n }: { $title }
player-lesson-broken = Esta lección no se puede mostrar
player-no-lessons = Este curso no tiene lecciones.
player-by = de { $author }
player-continue = Seguir donde lo dejé: { $title }, paso { $step }
player-continue-next = Seguir con la siguiente lección: { $title }
player-all-reached = Has llegado al final de todas las lecciones.
player-start = Empezar el curso
player-steps-done = { $done } de { $n ->
    [one] { $n } paso hecho
   *[other] { $n } pasos hechos
}
player-unreadable = no se puede leer

## La línea de estado

status-contents = Índice de { $course }: { $done } de { $n ->
    [one] { $n } lección hecha.
   *[other] { $n } lecciones hechas.
}
status-no-lessons = { $course } no tiene lecciones.
status-lesson-broken = La lección { $title } no se puede mostrar.
status-lesson-complete = Lección terminada: { STOP($title) }
status-lesson-end = Fin de la lección: { STOP($title) } { $n ->
    [one] Falta un paso por hacer.
   *[other] Faltan { $n } pasos por hacer.
}
status-step = { STOP($title) } Paso { $at } de { $n }: { STOP($step) }
status-lesson = { STOP($title) }
status-solved = Resuelto.
status-solved-feedback = Resuelto. { $feedback }
status-revealed = Se muestra la solución.
status-revealed-feedback = Se muestra la solución. { $feedback }
status-wrong = Esta no.
status-wrong-feedback = Esta no. { $feedback }
status-goal-reached = Objetivo alcanzado.
status-goal-missed = Objetivo no alcanzado: { $why }.
status-thinking = El ordenador está pensando.
status-played = { $side } jugó: { $action }

## La página alrededor del reproductor (escrita en el HTML del sitio publicado)

page-loading = Cargando { $title }…
page-cannot-run = Este navegador no puede ejecutar el curso:{" "}
page-noscript = Este curso se ejecuta en el navegador: activa JavaScript.
