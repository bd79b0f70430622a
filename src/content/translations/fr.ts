import type { CatalogTranslation } from './types';

/** French catalog text (vous); a no-break space (U+00A0) goes before the two-part punctuation marks and inside guillemets. */
export const fr = {
  videos: {
    'morning-stillness': {
      title: 'Calme du matin',
      description:
        'Commencez la journée avant qu’elle ne commence. Une douce pratique assise qui dissipe le sommeil, rassemble le souffle et pose une intention claire à emporter avec vous.',
    },
    'sun-salutation-flow': {
      title: 'Flow de salutations au soleil',
      description:
        'Réchauffez tout le corps avec des séries lentes de salutations au soleil, guidées par le souffle. Pour tous les niveaux, avec des options pour adoucir ou intensifier au fil de la pratique.',
    },
    'the-art-of-sitting': {
      title: 'L’art de s’asseoir',
      description:
        'Posture, souffle et attention, enseignés simplement. Apprenez à vous asseoir de façon que le corps se repose et que l’esprit se pose, sur un coussin, un banc ou une chaise.',
    },
    'yin-for-deep-rest': {
      title: 'Yin pour un repos profond',
      description:
        'De longues postures soutenues qui libèrent les hanches, la colonne et les épaules. Une pratique du soir sans hâte, pour les jours où vous avez besoin d’être porté plutôt que poussé.',
    },
    'body-scan-for-release': {
      title: 'Scan corporel pour relâcher',
      description:
        'Parcourez lentement le corps du sommet du crâne à la plante des pieds, en observant sans rien corriger. Une pratique très appréciée contre les tensions, l’agitation et les troubles du sommeil.',
    },
    'grounding-hatha': {
      title: 'Hatha pour s’ancrer',
      description:
        'Des postures debout et une respiration régulière qui vous ramènent sur terre. Développez une force tranquille dans les jambes et le centre du corps pendant que l’esprit retrouve son assise.',
    },
    'loving-kindness': {
      title: 'Pratique de la bienveillance',
      description:
        'Adressez de simples phrases de bienveillance à vous-même, à un être cher, à un inconnu puis, quand le moment est venu, à une personne difficile. La chaleur grandit avec la répétition.',
    },
    'yoga-nidra-by-the-sea': {
      title: 'Yoga Nidra au bord de la mer',
      description:
        'Allongez-vous, laissez-vous guider et laissez le bruit de la marée vous porter vers cet état de repos entre veille et sommeil. Aucune expérience requise, juste un endroit où vous allonger.',
    },
    'gentle-spine-flow': {
      title: 'Flow doux pour la colonne',
      description:
        'Des mouvements d’enroulement, de torsion et d’allongement qui rendent au dos sa souplesse. Idéal après de longues heures au bureau ou au réveil, par un matin raide.',
    },
    'candle-gazing-trataka': {
      title: 'Fixer la bougie : Trataka',
      description:
        'Une pratique de concentration classique : posez le regard sur une seule flamme, puis sur son empreinte lumineuse intérieure. Apaisant pour un esprit dispersé et doux pour les yeux fatigués.',
    },
    'breath-of-renewal': {
      title: 'Souffle de renouveau',
      description:
        'Trois séries de respiration lente et guidée, suivies d’un repos silencieux. Une remise à zéro fiable pour un après-midi anxieux, qui vous laisse calme et lucide plutôt que somnolent.',
    },
    'the-heart-of-gratitude': {
      title: 'Au cœur de la gratitude',
      description:
        'Une pratique réflexive pour remarquer ce qui est déjà là. La gratitude s’entraîne, elle ne se force pas, et cette séance vous montre comment la laisser grandir d’elle-même.',
    },
    'qigong-flowing-water': {
      title: 'Qigong : fluide comme l’eau',
      description:
        'Des mouvements doux et continus, coordonnés avec le souffle, pour délier les articulations et rassembler l’énergie. Accessible à tout âge et profondément apaisant à pratiquer.',
    },
    'returning-to-the-breath': {
      title: 'Revenir au souffle',
      description:
        'Chaque fois que vous vous égarez, le souffle vous attend. Une méditation fondamentale sur le retour, encore et encore, sans jugement, vers le seul lieu où vous pouvez toujours vous reposer.',
    },
    'golden-hour-vinyasa': {
      title: 'Vinyasa de l’heure dorée',
      description:
        'Un flow fluide pour tout le corps qui unit force et grâce, au rythme de la lumière déclinante du soir. Quittez le tapis plein d’énergie, ouvert et tranquillement fier.',
    },
    'sound-bath-for-the-nervous-system': {
      title: 'Bain sonore pour le système nerveux',
      description:
        'Bols chantants et bourdons doux vous enveloppent pendant un long repos guidé. Laissez les vibrations faire le travail pendant que votre corps se souvient de ce qu’est la sécurité.',
    },
    'lessons-of-the-desert-teachers': {
      title: 'Leçons des maîtres du désert',
      description:
        'Récits et paroles des premiers ermites partis au désert chercher le silence, et ce que leur sagesse simple et ardente offre aujourd’hui à une vie encombrée.',
    },
    'the-witness-within': {
      title: 'Le témoin intérieur',
      description:
        'Une investigation guidée de la conscience qui voit pensées, émotions et sensations aller et venir. Un enseignement clair, de longues pauses et tout l’espace pour regarder par vous-même.',
    },
    'compassion-for-hard-days': {
      title: 'Compassion pour les jours difficiles',
      description:
        'Quand tout semble lourd, commencez ici. Une pratique tendre pour accueillir votre propre douleur avec le même soin que vous offririez à un ami en difficulté.',
    },
    'counting-the-breath': {
      title: 'Compter les respirations',
      description:
        'La plus ancienne pratique pour débutants de la tradition zen : comptez chaque expiration de un à dix, puis recommencez. Simple à apprendre et sans cesse révélatrice.',
    },
    'restorative-evening': {
      title: 'Soirée restauratrice',
      description:
        'Bolsters, couvertures et respiration lente. Cinq postures soutenues qui apaisent le corps et vous préparent à une longue nuit de sommeil paisible.',
    },
    'shake-and-settle': {
      title: 'Secouer et se poser',
      description:
        'Des secousses souples et ludiques pour évacuer le stress, puis l’immobilité pour sentir ce qui a changé. Une pratique somatique qui fonctionne quand rester assis semble impossible.',
    },
    'heart-coherence': {
      title: 'Cohérence cardiaque',
      description:
        'Adoucissez le souffle jusqu’à un rythme régulier et posez votre attention sur le cœur. Une pratique apaisante pour rester stable sous pression et adopter une voix intérieure plus douce.',
    },
    'the-evening-review': {
      title: 'La revue du soir',
      description:
        'Une habitude nocturne ancienne rendue concrète : repassez la journée avec honnêteté et chaleur, gardez ce qui vous a servi et déposez le reste.',
    },
    'who-am-i': {
      title: 'Qui suis-je ?',
      description:
        'Une investigation de soi classique, enseignée avec patience. Suivez la question jusqu’à sa source et reposez-vous dans ce qui demeure quand toutes les réponses ont été mises de côté.',
    },
    'the-practice-of-giving': {
      title: 'La pratique du don',
      description:
        'La générosité comme discipline quotidienne plutôt que comme grand geste. Des réflexions et une courte pratique pour offrir librement temps, attention et soin, et remarquer la joie qui en naît.',
    },
    'ocean-breath-wind-down': {
      title: 'Souffle de l’océan pour ralentir',
      description:
        'Apprenez le souffle de l’océan, doux et audible, et laissez son rythme tout ralentir. Dix minutes tranquilles pour passer d’une journée chargée au repos.',
    },
    'remembrance-of-the-heart': {
      title: 'Souvenir du cœur',
      description:
        'Une méditation dévotionnelle faite de souffle, d’une phrase répétée et d’écoute. Enracinée dans la poésie contemplative, elle ouvre un espace calme et chaleureux sous la pensée ordinaire.',
    },
    'journey-through-the-energy-centres': {
      title: 'Voyage à travers les centres d’énergie',
      description:
        'Une visualisation guidée qui pose votre attention, avec le souffle et la couleur, sur chacun des sept centres d’énergie traditionnels du corps, de la racine à la couronne.',
    },
    'receiving-with-open-hands': {
      title: 'Recevoir les mains ouvertes',
      description:
        'Beaucoup d’entre nous donnent facilement et reçoivent difficilement. Cette pratique explore le sentiment de mériter, la gratitude et l’art de laisser venir le bon sans s’excuser.',
    },
    'the-eight-brocades': {
      title: 'Les huit brocarts',
      description:
        'Un enchaînement complet de qigong vieux de plusieurs siècles, enseigné mouvement par mouvement. Huit exercices gracieux pour étirer, renforcer et illuminer tout le corps.',
    },
    'the-lunch-break-reset': {
      title: 'La pause déjeuner ressourçante',
      description:
        'Une courte séance de pleine conscience, concrète, pour le milieu de la journée de travail. Éloignez-vous de l’écran, revenez dans le corps et repartez l’esprit plus clair.',
    },
    'walking-among-trees': {
      title: 'Marcher parmi les arbres',
      description:
        'Une méditation en marchant pour tout chemin, parc ou jardin. Ralentissez le pas, ouvrez les sens et laissez le monde vivant vous rappeler que vous en faites partie.',
    },
    'mindful-money': {
      title: 'L’argent en pleine conscience',
      description:
        'Portez la méditation sur le sujet le plus angoissant qui soit. Observez les histoires que vous portez sur l’argent, et pratiquez la dépense, l’épargne et le don depuis le calme plutôt que la peur.',
    },
    'strong-and-steady': {
      title: 'Fort et stable',
      description:
        'Une pratique de force ancrée, avec de longues postures tenues au rythme du souffle. Construisez la stabilité à partir des pieds et découvrez comment un corps stable apaise l’esprit.',
    },
    'everyday-service': {
      title: 'Le service au quotidien',
      description:
        'Le karma yoga dans la vie ordinaire : comment laver une tasse, écouter un ami ou bien faire votre travail peut devenir une pratique d’action joyeuse et désintéressée.',
    },
  },
  categories: {
    meditation: {
      title: 'Méditation et pleine conscience',
      description: 'Apaisez l’esprit agité et accueillez chaque instant avec une attention plus stable et plus bienveillante.',
    },
    yoga: {
      title: 'Yoga et mouvement',
      description: 'Des pratiques fluides et restauratrices qui ramènent force, aisance et souffle dans le corps.',
    },
    breathwork: {
      title: 'Respiration et énergie',
      description: 'Une respiration guidée et simple qui calme le système nerveux et relève doucement votre énergie.',
    },
    quantum: {
      title: 'Guérison quantique',
      description: 'Son, intention et énergie subtile au service d’un repos profond et d’un renouveau intérieur.',
    },
    wisdom: {
      title: 'Sagesse et enseignements',
      description: 'Causeries et contemplations sur les questions intemporelles : qui sommes-nous et comment vivre ?',
    },
    karma: {
      title: 'Karma et don de mérites',
      description: 'Des pratiques de générosité et de service qui font de la bonté quotidienne un chemin vivant.',
    },
    ancient: {
      title: 'Sagesse ancienne',
      description: 'Ce que les anciennes traditions contemplatives ont encore à apprendre à une vie moderne bien remplie.',
    },
    abundance: {
      title: 'Richesse et abondance',
      description: 'Cultivez la gratitude, la générosité et une relation sereine à l’argent et au suffisant.',
    },
  },
  categoryCopy: {
    titles: {
      all: 'Toutes les vidéos',
      free: 'Vidéos gratuites',
      yoga: 'Vidéos de yoga',
      meditation: 'Vidéos de méditation',
    },
    fallbackTitle: 'Vidéos',
    intros: {
      all: 'Toutes les séances de notre bibliothèque, des courtes remises en forme du matin aux longues pratiques du soir.',
      free: 'Ouvert à tous : des pratiques que vous pouvez commencer dès aujourd’hui, sans abonnement.',
    },
    fallbackIntro: 'Des pratiques guidées et des enseignements pour chaque chemin et chaque jour.',
  },
  teachers: {
    'amara-okafor': {
      title: 'Enseignante de méditation et de compassion',
      bio: 'Amara est venue à la méditation lorsqu’elle était infirmière de nuit, en cherchant un moyen de rester douce dans des lieux durs. Depuis quinze ans, elle enseigne la pleine conscience et la compassion dans des hôpitaux, des écoles et des salles calmes au-dessus de rues animées. Ses séances sont posées et concrètes, avec un humour délicat qui met les débutants à l’aise. Pour elle, le calme n’est pas un but à atteindre mais un lieu où l’on revient.',
    },
    'kenji-takamura': {
      title: 'Enseignant de méditation zen',
      bio: 'Kenji s’est formé pendant dix ans dans une petite communauté zen avant de revenir en ville pour enseigner. Il a le don de rendre une forme ancienne fraîche et simple : bien s’asseoir, respirer, être attentif. Ses séances laissent une large place au silence, et ses rares paroles tombent souvent exactement là où il le faut.',
    },
    'lucia-ferrante': {
      title: 'Professeure de Vinyasa yoga',
      bio: 'Lucia a grandi en dansant et a découvert le yoga après qu’une blessure a mis fin à sa carrière sur scène. Ses cours sont fluides et musicaux, et unissent force et grâce par le souffle. Elle enseigne avec chaleur et précision, en proposant des variantes pour que chaque corps puisse participer. Ses élèves disent souvent arriver fatigués et repartir rayonnants.',
    },
    'devan-rao': {
      title: 'Guide de respiration et de pranayama',
      bio: 'Devan a appris le pranayama auprès de sa grand-mère bien avant de l’étudier de façon formelle. Aujourd’hui, il relie les techniques respiratoires classiques et la recherche moderne sur le système nerveux, en privilégiant toujours la sécurité et l’aisance. Ses consignes sont claires et calmes, et ses pratiques s’intègrent facilement dans une journée de travail.',
    },
    'maya-lindqvist': {
      title: 'Professeure de Yin yoga et de yoga restaurateur',
      bio: 'Maya enseigne le versant lent du yoga : longues postures, supports moelleux et repos généreux. Ancienne kinésithérapeute, elle allie soin anatomique et profond respect de l’immobilité. Ses cours du soir sont les préférés des élèves qui ont du mal à décrocher, et beaucoup disent y avoir retrouvé leur meilleur sommeil depuis des années.',
    },
    'tomas-alvarez': {
      title: 'Enseignant de mouvement somatique',
      bio: 'Tomas aide chacun à se sentir de nouveau chez soi dans son corps. Nourri de yoga, de thérapie somatique et d’années passées à accompagner des sportifs dans leur rétablissement, il enseigne un mouvement ludique, honnête et jamais forcé. Ses cours sont idéaux pour les dos raides, les esprits occupés et tous ceux qui se croient trop peu souples pour le yoga.',
    },
    'ines-moreau': {
      title: 'Praticienne en soins par le son et l’énergie',
      bio: 'Ines est musicienne de formation ; elle a découvert le pouvoir guérisseur du son en accompagnant sa mère pendant une longue maladie. Elle tisse bols chantants, bourdons doux et repos guidé dans des séances que beaucoup décrivent comme la détente la plus profonde qu’ils aient connue. Son approche est ancrée, délicate et sans pression.',
    },
    'rafael-quintero': {
      title: 'Enseignant des traditions contemplatives',
      bio: 'Rafael a consacré vingt ans à l’étude des écrits contemplatifs d’Orient et d’Occident, des ermites du désert aux stoïciens. Conteur avant tout, il fait revivre la sagesse ancienne avec chaleur et esprit. Ses causeries laissent aux élèves une pratique simple à essayer et une question qui mérite d’être portée.',
    },
    'priya-natarajan': {
      title: 'Enseignante de la sagesse non duelle',
      bio: 'Priya a grandi avec les textes du Vedanta sur la table familiale, puis a étudié la philosophie à l’université. Elle enseigne l’investigation de soi avec une rare clarté, alliant explications soignées et longues pauses spacieuses. Ses élèves apprécient qu’elle ne leur demande jamais de croire quoi que ce soit, seulement de regarder par eux-mêmes.',
    },
    'samuel-mensah': {
      title: 'Mentor en générosité et en service',
      bio: 'Samuel a fondé une cuisine solidaire avant même de donner son premier cours, et le service reste au cœur de sa pratique. Il enseigne la générosité comme une discipline quotidienne qui libère celui qui donne autant qu’elle aide celui qui reçoit. Ses causeries sont terre à terre, pleines d’histoires vraies et discrètement inspirantes.',
    },
    'leilani-kahale': {
      title: 'Guide de Yoga Nidra et de relaxation profonde',
      bio: 'Leilani a grandi au bord de la mer, et le rythme de la marée traverse tout ce qu’elle enseigne. Elle s’est spécialisée dans le Yoga Nidra et la relaxation guidée par le souffle pour les personnes qui vivent avec le stress et un sommeil difficile. Sa voix est réputée pour son calme, et ses pratiques ne vous demandent rien d’autre que de vous allonger et d’écouter.',
    },
    'omar-haddad': {
      title: 'Enseignant de poésie contemplative et de méditation du cœur',
      bio: 'Omar est poète et étudie depuis longtemps les traditions mystiques du cœur. Ses séances mêlent récitation, souffle et silence dans une pratique dévotionnelle à la fois ancienne et intime. Il enseigne que le cœur, une fois apaisé, connaît le chemin du retour.',
    },
    'sofia-petrova': {
      title: 'Enseignante de conscience énergétique',
      bio: 'Sofia s’est formée au yoga et aux traditions du corps subtil de l’Inde et du Tibet avant de développer sa propre approche, tout en douceur, de la conscience énergétique. Ses visualisations guidées utilisent le souffle, la couleur et les sensations pour aider ses élèves à se sentir plus équilibrés et plus éveillés. Son enseignement reste simple, concret et sans jargon.',
    },
    'thandiwe-nkosi': {
      title: 'Coach en gratitude et abondance',
      bio: 'Thandiwe a quitté une carrière exigeante dans la finance en comprenant que « plus » ne suffisait jamais. Elle enseigne aujourd’hui la gratitude et l’abondance comme des pratiques intérieures : remarquer ce qui est là, recevoir avec grâce et donner avec joie. Ses séances sont chaleureuses, honnêtes et, fort heureusement, sans esbroufe.',
    },
    'mei-lin-chen': {
      title: 'Enseignante de qigong et de Tai Chi',
      bio: 'Mei Lin a commencé le qigong à l’aube, dans un parc de la ville, avec son grand-père, et ne s’est jamais arrêtée. Elle enseigne depuis plus de vingt ans et guide des élèves de tous âges dans des mouvements fluides liés au souffle. Ses cours sont patients et précis, et laissent le corps à la fois délié et rassemblé.',
    },
    'jonah-whitfield': {
      title: 'Enseignant de réduction du stress basée sur la pleine conscience (MBSR)',
      bio: 'Jonah, ancien professeur de collège, apporte aujourd’hui une pleine conscience fondée sur la recherche dans les entreprises et les cliniques. Son style est concret et bienveillant, riche en courtes pratiques qui trouvent vraiment leur place dans une journée chargée. Il sait particulièrement bien s’y prendre avec les sceptiques et avec tous ceux qui se croient incapables de méditer.',
    },
    'aroha-ngata': {
      title: 'Guide de méditation dans la nature',
      bio: 'Aroha guide des méditations en marchant et dans la nature qui relient à nouveau chacun à la terre, à l’eau et au ciel. Élevée dans une grande famille de jardiniers et de conteurs, elle enseigne l’attention comme une forme de respect. Ses séances vous invitent à sortir, ou vous aident à faire entrer le dehors chez vous.',
    },
    'farid-karimi': {
      title: 'Enseignant de prospérité en pleine conscience',
      bio: 'Farid a été pendant des années conseiller de petites entreprises avant de se tourner vers la méditation pour apprivoiser sa propre anxiété face à l’argent. Il aide désormais chacun à apporter calme et clarté à ses finances et à son travail. Son enseignement allie pratique contemplative et simple bon sens, et ne promet jamais la richesse.',
    },
    'isabel-duarte': {
      title: 'Professeure de Hatha yoga et de renforcement',
      bio: 'Isabel enseigne un Hatha yoga tonique et ancré, centré sur l’alignement et un souffle régulier. Ancienne grimpeuse, elle aime aider ses élèves à découvrir une force qu’ils ne se connaissaient pas. Ses cours sont exigeants mais jamais durs, et se terminent toujours par un long repos bien mérité.',
    },
    'elijah-brooks': {
      title: 'Enseignant de bienveillance aimante et de karma yoga',
      bio: 'Elijah a découvert la pratique de la bienveillance aimante au cours d’une année difficile comme bénévole en soins palliatifs, et l’enseigne depuis. Il associe la méditation au karma yoga, la voie de l’action désintéressée, et montre comment de petites bontés quotidiennes peuvent devenir une pratique spirituelle. Ses séances sont douces, sincères et discrètement transformatrices.',
    },
  },
} satisfies CatalogTranslation;
