import type { CatalogTranslation } from './types';

/** Spanish catalog text (tú). */
export const es = {
  videos: {
    'morning-stillness': {
      title: 'Quietud de la mañana',
      description:
        'Empieza el día antes de que el día empiece. Una práctica suave en postura sentada que deja ir el sueño, reúne la respiración y fija una intención clara para llevarla contigo.',
    },
    'sun-salutation-flow': {
      title: 'Flujo de saludos al sol',
      description:
        'Calienta todo el cuerpo con rondas lentas de saludos al sol guiadas por la respiración. Apto para todos los niveles, con opciones para suavizar o intensificar a tu ritmo.',
    },
    'the-art-of-sitting': {
      title: 'El arte de sentarse',
      description:
        'Postura, respiración y atención, explicadas con sencillez. Aprende a sentarte de modo que el cuerpo descanse y la mente se asiente, ya sea en un cojín, un banco o una silla.',
    },
    'yin-for-deep-rest': {
      title: 'Yin para un descanso profundo',
      description:
        'Posturas largas y con apoyo que liberan caderas, columna y hombros. Una práctica vespertina sin prisas para los días en que necesitas que te sostengan, no que te empujen.',
    },
    'body-scan-for-release': {
      title: 'Escaneo corporal para soltar',
      description:
        'Recorre despacio el cuerpo desde la coronilla hasta las plantas de los pies, observando sin corregir. Una práctica muy querida para la tensión, la inquietud y el insomnio.',
    },
    'grounding-hatha': {
      title: 'Hatha para enraizar',
      description:
        'Posturas de pie y una respiración constante que te devuelven a la tierra. Desarrolla una fuerza serena en piernas y abdomen mientras la mente encuentra su equilibrio.',
    },
    'loving-kindness': {
      title: 'Práctica de amor bondadoso',
      description:
        'Ofrece frases sencillas de buena voluntad a ti, a alguien querido, a un desconocido y, cuando llegue el momento, a alguien difícil. La calidez crece con la repetición.',
    },
    'yoga-nidra-by-the-sea': {
      title: 'Yoga Nidra junto al mar',
      description:
        'Túmbate, déjate guiar y permite que el sonido de la marea te lleve al estado de reposo entre la vigilia y el sueño. No necesitas experiencia, solo un lugar donde tumbarte.',
    },
    'gentle-spine-flow': {
      title: 'Flujo suave para la columna',
      description:
        'Movimientos de rodar, girar y alargar que devuelven el alivio a la espalda. Ideal tras largas horas ante el escritorio o al empezar una mañana rígida.',
    },
    'candle-gazing-trataka': {
      title: 'Mirar la vela: Trataka',
      description:
        'Una práctica clásica de concentración: posa la mirada en una sola llama y luego en su huella luminosa interior. Estabiliza una mente dispersa y cuida los ojos cansados.',
    },
    'breath-of-renewal': {
      title: 'Respiración de renovación',
      description:
        'Tres rondas de respiración lenta y guiada seguidas de un descanso en silencio. Un reinicio fiable para una tarde inquieta que te deja en calma y con claridad, sin somnolencia.',
    },
    'the-heart-of-gratitude': {
      title: 'El corazón de la gratitud',
      description:
        'Una práctica reflexiva para notar lo que ya está aquí. La gratitud se entrena, no se fuerza, y esta sesión te enseña a dejar que crezca por sí sola.',
    },
    'qigong-flowing-water': {
      title: 'Qigong: fluir como el agua',
      description:
        'Movimientos suaves y continuos coordinados con la respiración para soltar las articulaciones y reunir energía. Apto para cualquier edad y profundamente calmante.',
    },
    'returning-to-the-breath': {
      title: 'Volver a la respiración',
      description:
        'Cada vez que te distraes, la respiración te espera. Una meditación esencial sobre volver, una y otra vez y sin juzgarte, al único lugar donde siempre puedes descansar.',
    },
    'golden-hour-vinyasa': {
      title: 'Vinyasa de la hora dorada',
      description:
        'Un flujo fluido de cuerpo entero que une fuerza y gracia, al ritmo de la luz que se apaga al atardecer. Sal de la esterilla con energía, apertura y un orgullo sereno.',
    },
    'sound-bath-for-the-nervous-system': {
      title: 'Baño de sonido para el sistema nervioso',
      description:
        'Cuencos tibetanos y suaves bordones te envuelven durante un largo descanso guiado. Deja que las vibraciones hagan el trabajo mientras tu cuerpo recuerda cómo se siente estar a salvo.',
    },
    'lessons-of-the-desert-teachers': {
      title: 'Lecciones de los maestros del desierto',
      description:
        'Historias y dichos de los primeros ermitaños que se retiraron al desierto en busca de silencio, y lo que su sabiduría sencilla y firme ofrece hoy a una vida saturada.',
    },
    'the-witness-within': {
      title: 'El testigo interior',
      description:
        'Una indagación guiada en la conciencia que observa cómo van y vienen pensamientos, emociones y sensaciones. Enseñanza clara, pausas largas y mucho espacio para mirar con tus propios ojos.',
    },
    'compassion-for-hard-days': {
      title: 'Compasión para los días difíciles',
      description:
        'Cuando todo pesa, empieza aquí. Una práctica tierna para acoger tu propio dolor con el mismo cuidado que ofrecerías a un amigo que lo está pasando mal.',
    },
    'counting-the-breath': {
      title: 'Contar la respiración',
      description:
        'La práctica para principiantes más antigua de la tradición zen: cuenta cada exhalación del uno al diez y vuelve a empezar. Fácil de aprender e infinitamente reveladora.',
    },
    'restorative-evening': {
      title: 'Noche restaurativa',
      description:
        'Bolsters, mantas y una respiración lenta. Cinco posturas con apoyo que aquietan el cuerpo y te preparan para una noche larga y tranquila de sueño.',
    },
    'shake-and-settle': {
      title: 'Sacudir y asentar',
      description:
        'Sacudidas sueltas y juguetonas para descargar el estrés, seguidas de quietud para sentir qué ha cambiado. Una práctica somática que funciona cuando quedarse quieto parece imposible.',
    },
    'heart-coherence': {
      title: 'Coherencia cardíaca',
      description:
        'Suaviza la respiración hasta un ritmo uniforme y posa la atención en el corazón. Una práctica calmante para mantener la serenidad bajo presión y hablarte con más amabilidad.',
    },
    'the-evening-review': {
      title: 'El repaso nocturno',
      description:
        'Un antiguo hábito nocturno hecho práctico: repasa el día con honestidad y calidez, quédate con lo que te sirvió y deja a un lado lo que no.',
    },
    'who-am-i': {
      title: '¿Quién soy?',
      description:
        'Una indagación clásica sobre uno mismo, enseñada con paciencia. Sigue la pregunta hasta su origen y descansa en lo que queda cuando has dejado a un lado todas las respuestas.',
    },
    'the-practice-of-giving': {
      title: 'La práctica de dar',
      description:
        'La generosidad como disciplina diaria más que como gran gesto. Reflexiones y una breve práctica para dar tiempo, atención y cuidado libremente, y notar la alegría que trae.',
    },
    'ocean-breath-wind-down': {
      title: 'Respiración oceánica para soltar el día',
      description:
        'Aprende la respiración oceánica, suave y audible, y deja que su ritmo lo ralentice todo. Diez minutos amables para pasar de un día ajetreado al descanso.',
    },
    'remembrance-of-the-heart': {
      title: 'Recuerdo del corazón',
      description:
        'Una meditación devocional de respiración, una frase repetida y escucha. Arraigada en la poesía contemplativa, abre un espacio tranquilo y cálido bajo el pensamiento cotidiano.',
    },
    'journey-through-the-energy-centres': {
      title: 'Viaje por los centros de energía',
      description:
        'Una visualización guiada que posa tu atención, con la respiración y el color, en cada uno de los siete centros de energía tradicionales del cuerpo, de la raíz a la coronilla.',
    },
    'receiving-with-open-hands': {
      title: 'Recibir con las manos abiertas',
      description:
        'Muchos damos con facilidad y recibimos con dificultad. Esta práctica explora el merecimiento, la gratitud y el dejar que lo bueno llegue sin pedir perdón.',
    },
    'the-eight-brocades': {
      title: 'Los ocho brocados',
      description:
        'Una secuencia completa de qigong con siglos de historia, enseñada movimiento a movimiento. Ocho ejercicios elegantes para estirar, fortalecer y dar luz a todo el cuerpo.',
    },
    'the-lunch-break-reset': {
      title: 'Pausa para reiniciar a mediodía',
      description:
        'Una sesión breve y práctica de mindfulness para la mitad de la jornada. Aléjate de la pantalla, vuelve al cuerpo y regresa con la cabeza más despejada.',
    },
    'walking-among-trees': {
      title: 'Caminar entre árboles',
      description:
        'Una meditación caminando para cualquier sendero, parque o jardín. Baja el ritmo, abre los sentidos y deja que el mundo vivo te recuerde que formas parte de él.',
    },
    'mindful-money': {
      title: 'Dinero consciente',
      description:
        'Lleva la meditación al tema que más ansiedad genera. Observa las historias que cargas sobre el dinero y practica gastar, ahorrar y dar desde la calma y no desde el miedo.',
    },
    'strong-and-steady': {
      title: 'Fuerte y estable',
      description:
        'Una práctica de fuerza con los pies en la tierra y posturas largas contadas con la respiración. Crea estabilidad desde los pies y descubre cómo un cuerpo estable serena la mente.',
    },
    'everyday-service': {
      title: 'Servicio cotidiano',
      description:
        'Karma yoga para la vida corriente: cómo lavar una taza, escuchar a un amigo o hacer bien tu trabajo puede convertirse en una práctica de acción alegre y desinteresada.',
    },
  },
  categories: {
    meditation: {
      title: 'Meditación y mindfulness',
      description: 'Calma la mente inquieta y recibe cada momento con una atención más estable y amable.',
    },
    yoga: {
      title: 'Yoga y movimiento',
      description: 'Prácticas fluidas y restaurativas que devuelven al cuerpo la fuerza, la soltura y la respiración.',
    },
    breathwork: {
      title: 'Respiración y energía',
      description: 'Respiración guiada y sencilla que calma el sistema nervioso y eleva tu energía con suavidad.',
    },
    quantum: {
      title: 'Sanación cuántica',
      description: 'Prácticas de sonido, intención y energía sutil para un descanso profundo y una renovación interior.',
    },
    wisdom: {
      title: 'Sabiduría y enseñanzas',
      description: 'Charlas y contemplaciones sobre las preguntas eternas de quiénes somos y cómo vivir.',
    },
    karma: {
      title: 'Karma y ofrenda de méritos',
      description: 'Prácticas de generosidad y servicio que convierten la bondad cotidiana en un camino vivo.',
    },
    ancient: {
      title: 'Sabiduría ancestral',
      description: 'Lo que las antiguas tradiciones contemplativas aún pueden enseñar a una vida moderna y ajetreada.',
    },
    abundance: {
      title: 'Riqueza y abundancia',
      description: 'Cultiva la gratitud, la generosidad y una relación serena con el dinero y con lo suficiente.',
    },
  },
  categoryCopy: {
    titles: {
      all: 'Todos los vídeos',
      free: 'Vídeos gratuitos',
      yoga: 'Vídeos de yoga',
      meditation: 'Vídeos de meditación',
    },
    fallbackTitle: 'Vídeos',
    intros: {
      all: 'Todas las sesiones de nuestra biblioteca, desde breves reinicios matutinos hasta largas prácticas nocturnas.',
      free: 'Abierto a todos: prácticas que puedes empezar hoy, sin necesidad de suscripción.',
    },
    fallbackIntro: 'Prácticas guiadas y enseñanzas para cada camino y cada día.',
  },
  teachers: {
    'amara-okafor': {
      title: 'Profesora de meditación y compasión',
      bio: 'Amara llegó a la meditación como enfermera en turnos de noche, buscando una manera de seguir siendo tierna en lugares duros. Lleva quince años enseñando prácticas de mindfulness y compasión en hospitales, escuelas y salas tranquilas sobre calles concurridas. Su guía es pausada y práctica, con un humor amable que tranquiliza a quien empieza. Cree que la quietud no es algo que se consigue, sino un lugar al que se vuelve.',
    },
    'kenji-takamura': {
      title: 'Profesor de meditación zen',
      bio: 'Kenji se formó durante una década en una pequeña comunidad zen antes de volver a la vida urbana para enseñar. Tiene el don de hacer que una forma antigua resulte fresca y sencilla: siéntate bien, respira, presta atención. Sus sesiones dejan mucho silencio, y sus palabras ocasionales suelen llegar justo donde hacen falta.',
    },
    'lucia-ferrante': {
      title: 'Profesora de Vinyasa yoga',
      bio: 'Lucia creció bailando y encontró el yoga después de que una lesión pusiera fin a su carrera escénica. Sus clases son fluidas y musicales, y unen fuerza y gracia a través de la respiración. Enseña con calidez y precisión, ofreciendo opciones para que cualquier cuerpo pueda participar. Sus alumnos suelen decir que llegan cansados y salen iluminados.',
    },
    'devan-rao': {
      title: 'Guía de respiración y pranayama',
      bio: 'Devan aprendió pranayama de su abuela mucho antes de estudiarlo formalmente. Hoy tiende puentes entre las técnicas clásicas de respiración y la investigación moderna sobre el sistema nervioso, siempre priorizando la seguridad y la comodidad. Sus indicaciones son claras y serenas, y sus prácticas encajan con facilidad en una jornada laboral.',
    },
    'maya-lindqvist': {
      title: 'Profesora de Yin yoga y yoga restaurativo',
      bio: 'Maya enseña el lado lento del yoga: posturas largas, soportes suaves y un descanso generoso. Antigua fisioterapeuta, une el cuidado anatómico con un profundo respeto por la quietud. Sus clases nocturnas son las favoritas de quienes no logran desconectar, y muchos dicen dormir mejor que en años.',
    },
    'tomas-alvarez': {
      title: 'Profesor de movimiento somático',
      bio: 'Tomas ayuda a las personas a volver a sentirse en casa en su cuerpo. Partiendo del yoga, la terapia somática y años acompañando a deportistas en su recuperación, enseña un movimiento lúdico, honesto y nunca forzado. Sus clases son ideales para espaldas rígidas, mentes ocupadas y cualquiera que crea no ser lo bastante flexible para el yoga.',
    },
    'ines-moreau': {
      title: 'Terapeuta de sonido y energía',
      bio: 'Ines es música de formación y descubrió el poder sanador del sonido mientras cuidaba de su madre durante una larga enfermedad. Entreteje cuencos tibetanos, suaves bordones y descanso guiado en sesiones que muchos describen como la relajación más profunda que han conocido. Su enfoque es sereno, delicado y libre de presión.',
    },
    'rafael-quintero': {
      title: 'Profesor de tradiciones contemplativas',
      bio: 'Rafael dedicó veinte años a estudiar los escritos contemplativos de Oriente y Occidente, de los ermitaños del desierto a los estoicos. Ante todo es un narrador que da vida a la sabiduría antigua con calidez e ingenio. Sus charlas dejan a sus alumnos una práctica sencilla que probar y una pregunta que vale la pena llevar consigo.',
    },
    'priya-natarajan': {
      title: 'Profesora de sabiduría no dual',
      bio: 'Priya creció con los textos del Vedanta en la mesa familiar y más tarde estudió filosofía en la universidad. Enseña la autoindagación con una claridad poco común, combinando explicaciones cuidadosas con pausas largas y amplias. Sus alumnos valoran que nunca les pida creer nada, solo mirar por sí mismos.',
    },
    'samuel-mensah': {
      title: 'Mentor de generosidad y servicio',
      bio: 'Samuel fundó un comedor comunitario antes de dar su primera clase, y el servicio sigue siendo el corazón de su práctica. Enseña la generosidad como una disciplina diaria que libera a quien da tanto como ayuda a quien recibe. Sus charlas son cercanas, llenas de historias reales y discretamente inspiradoras.',
    },
    'leilani-kahale': {
      title: 'Guía de Yoga Nidra y yoga restaurativo',
      bio: 'Leilani creció junto al mar, y el ritmo de la marea recorre todo lo que enseña. Se especializa en Yoga Nidra y en la relajación guiada por la respiración para personas que viven con estrés y duermen mal. Su voz es famosa por lo calmante, y sus prácticas solo te piden que te tumbes y escuches.',
    },
    'omar-haddad': {
      title: 'Profesor de poesía contemplativa y meditación del corazón',
      bio: 'Omar es poeta y estudia desde hace mucho las tradiciones místicas del corazón. Sus sesiones combinan recitación, respiración y silencio en una práctica devocional que resulta a la vez antigua e íntima. Enseña que el corazón, una vez en calma, conoce el camino a casa.',
    },
    'sofia-petrova': {
      title: 'Profesora de conciencia energética',
      bio: 'Sofia se formó en yoga y en las tradiciones del cuerpo sutil de la India y el Tíbet antes de desarrollar su propio enfoque suave de la conciencia energética. Sus visualizaciones guiadas usan la respiración, el color y las sensaciones para ayudar a sus alumnos a sentirse más equilibrados y despiertos. Mantiene su enseñanza sencilla, vivencial y libre de tecnicismos.',
    },
    'thandiwe-nkosi': {
      title: 'Coach de gratitud y abundancia',
      bio: 'Thandiwe dejó una exigente carrera en finanzas al darse cuenta de que más nunca era suficiente. Ahora enseña la gratitud y la abundancia como prácticas interiores: notar lo que está presente, recibir con gracia y dar con alegría. Sus sesiones son cálidas, honestas y, por suerte, libres de exageraciones.',
    },
    'mei-lin-chen': {
      title: 'Profesora de qigong y Tai Chi',
      bio: 'Mei Lin empezó a practicar qigong al amanecer en un parque de la ciudad con su abuelo y nunca lo ha dejado. Lleva más de veinte años enseñando y guía a alumnos de todas las edades en movimientos fluidos unidos a la respiración. Sus clases son pacientes y precisas, y dejan el cuerpo a la vez suelto y recogido.',
    },
    'jonah-whitfield': {
      title: 'Profesor de reducción del estrés basada en mindfulness',
      bio: 'Jonah fue profesor de secundaria y hoy lleva un mindfulness basado en la evidencia a empresas y clínicas. Su estilo es práctico y amable, lleno de prácticas breves que de verdad caben en un día lleno. Se le dan especialmente bien los escépticos y cualquiera que crea que no puede meditar.',
    },
    'aroha-ngata': {
      title: 'Guía de meditación en la naturaleza',
      bio: 'Aroha guía meditaciones caminando y en la naturaleza que reconectan a las personas con la tierra, el agua y el cielo. Criada en una gran familia de jardineros y narradores, enseña la atención como una forma de respeto. Sus sesiones te invitan a salir al aire libre o te ayudan a traer el exterior hacia dentro.',
    },
    'farid-karimi': {
      title: 'Profesor de prosperidad consciente',
      bio: 'Farid pasó años asesorando a pequeñas empresas antes de recurrir a la meditación para gestionar su propia ansiedad con el dinero. Hoy ayuda a las personas a llevar calma y claridad a sus finanzas y a su trabajo. Su enseñanza une la práctica contemplativa con el sentido común más llano, y nunca promete riquezas.',
    },
    'isabel-duarte': {
      title: 'Profesora de Hatha yoga y fuerza',
      bio: 'Isabel enseña un Hatha yoga fuerte y enraizado, centrado en la alineación y en una respiración estable. Antigua escaladora, le encanta ayudar a sus alumnos a descubrir una fuerza que no sabían que tenían. Sus clases son exigentes pero nunca duras, y siempre terminan con un largo y merecido descanso.',
    },
    'elijah-brooks': {
      title: 'Profesor de amor bondadoso y karma yoga',
      bio: 'Elijah descubrió la práctica del amor bondadoso durante un año difícil como voluntario en cuidados paliativos, y la enseña desde entonces. Combina la meditación con el karma yoga, el camino de la acción desinteresada, y muestra cómo las pequeñas bondades diarias pueden convertirse en una práctica espiritual. Sus sesiones son suaves, sentidas y discretamente transformadoras.',
    },
  },
} satisfies CatalogTranslation;
