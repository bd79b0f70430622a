import type { CatalogTranslation } from './types';

/** German catalog text (du). */
export const de = {
  videos: {
    'morning-stillness': {
      title: 'Morgenstille',
      description:
        'Beginne den Tag, bevor der Tag beginnt. Eine sanfte Sitzpraxis, die den Schlaf abfallen lässt, den Atem sammelt und eine klare Absicht setzt, die du mitnimmst.',
    },
    'sun-salutation-flow': {
      title: 'Sonnengruß-Flow',
      description:
        'Wärme jeden Teil deines Körpers mit langsamen, atemgeführten Runden des Sonnengrußes. Für alle Level geeignet, mit Varianten, um sanfter oder kraftvoller zu üben.',
    },
    'the-art-of-sitting': {
      title: 'Die Kunst des Sitzens',
      description:
        'Haltung, Atem und Aufmerksamkeit, einfach erklärt. Lerne so zu sitzen, dass der Körper ruhen und der Geist sich setzen kann, ob auf Kissen, Bank oder Stuhl.',
    },
    'yin-for-deep-rest': {
      title: 'Yin für tiefe Ruhe',
      description:
        'Lange, gestützte Haltungen, die Hüften, Wirbelsäule und Schultern lösen. Eine ruhige Abendpraxis für Tage, an denen du gehalten statt angetrieben werden möchtest.',
    },
    'body-scan-for-release': {
      title: 'Body-Scan zum Loslassen',
      description:
        'Wandere langsam vom Scheitel bis zu den Fußsohlen und nimm wahr, ohne etwas zu verändern. Eine beliebte Praxis bei Anspannung, Unruhe und Schlafproblemen.',
    },
    'grounding-hatha': {
      title: 'Erdendes Hatha',
      description:
        'Stehende Haltungen und ein ruhiger Atem, die dich zurück auf den Boden bringen. Baue stille Kraft in Beinen und Körpermitte auf, während dein Geist Halt findet.',
    },
    'loving-kindness': {
      title: 'Praxis der liebenden Güte',
      description:
        'Schenke einfache Sätze des Wohlwollens dir selbst, einem lieben Menschen, einem Fremden und, wenn du so weit bist, einem schwierigen Menschen. Wärme wächst durch Wiederholung.',
    },
    'yoga-nidra-by-the-sea': {
      title: 'Yoga Nidra am Meer',
      description:
        'Leg dich hin, lass dich führen und lass dich vom Rauschen der Brandung in den ruhenden Zustand zwischen Wachen und Schlafen tragen. Keine Vorkenntnisse nötig, nur ein Platz zum Liegen.',
    },
    'gentle-spine-flow': {
      title: 'Sanfter Flow für die Wirbelsäule',
      description:
        'Rollende, drehende und streckende Bewegungen, die deinem Rücken Leichtigkeit zurückgeben. Ideal nach langen Stunden am Schreibtisch oder an einem steifen Morgen.',
    },
    'candle-gazing-trataka': {
      title: 'Kerzenblick: Trataka',
      description:
        'Eine klassische Konzentrationsübung: Ruhe mit dem Blick auf einer einzigen Flamme, dann auf ihrem inneren Nachbild. Sammelt den zerstreuten Geist und tut müden Augen gut.',
    },
    'breath-of-renewal': {
      title: 'Atem der Erneuerung',
      description:
        'Drei Runden langsamen, geführten Atmens und danach stille Ruhe. Ein verlässlicher Neustart für einen unruhigen Nachmittag, der dich ruhig und klar statt schläfrig zurücklässt.',
    },
    'the-heart-of-gratitude': {
      title: 'Das Herz der Dankbarkeit',
      description:
        'Eine nachdenkliche Praxis, um zu bemerken, was schon da ist. Dankbarkeit lässt sich üben, nicht erzwingen, und diese Einheit zeigt dir, wie sie von selbst wachsen kann.',
    },
    'qigong-flowing-water': {
      title: 'Qigong: Fließen wie Wasser',
      description:
        'Weiche, fließende Bewegungen im Einklang mit dem Atem, die die Gelenke lockern und Energie sammeln. Sanft genug für jedes Alter und zutiefst beruhigend.',
    },
    'returning-to-the-breath': {
      title: 'Zurück zum Atem',
      description:
        'Wann immer du abschweifst, wartet der Atem auf dich. Eine grundlegende Meditation über das Zurückkehren, immer wieder und ohne Urteil, an den einen Ort, an dem du immer ruhen kannst.',
    },
    'golden-hour-vinyasa': {
      title: 'Vinyasa zur goldenen Stunde',
      description:
        'Ein fließender Ganzkörper-Flow, der Kraft und Anmut verbindet, abgestimmt auf das sanfter werdende Abendlicht. Verlasse die Matte voller Energie, offen und leise stolz.',
    },
    'sound-bath-for-the-nervous-system': {
      title: 'Klangbad für das Nervensystem',
      description:
        'Klangschalen und sanfte Bordunklänge tragen dich durch eine lange, geführte Ruhe. Lass die Schwingungen wirken, während dein Körper sich erinnert, wie sich Sicherheit anfühlt.',
    },
    'lessons-of-the-desert-teachers': {
      title: 'Lehren der Wüstenväter',
      description:
        'Geschichten und Sprüche der frühen Einsiedler, die in die Wildnis zogen, um Stille zu finden, und was ihre schlichte, kraftvolle Weisheit einem übervollen Leben heute schenkt.',
    },
    'the-witness-within': {
      title: 'Der innere Zeuge',
      description:
        'Eine geführte Erforschung des Gewahrseins, das Gedanken, Gefühle und Empfindungen kommen und gehen sieht. Klare Anleitung, lange Pausen und viel Raum, selbst hinzuschauen.',
    },
    'compassion-for-hard-days': {
      title: 'Mitgefühl für schwere Tage',
      description:
        'Wenn sich alles schwer anfühlt, beginne hier. Eine zarte Praxis, um deinem eigenen Schmerz mit derselben Fürsorge zu begegnen, die du einem Freund in Not schenken würdest.',
    },
    'counting-the-breath': {
      title: 'Atemzüge zählen',
      description:
        'Die älteste Anfängerübung der Zen-Tradition: Zähle jede Ausatmung von eins bis zehn und beginne dann von vorn. Leicht zu lernen und immer wieder aufschlussreich.',
    },
    'restorative-evening': {
      title: 'Regenerativer Abend',
      description:
        'Bolster, Decken und langsamer Atem. Fünf gestützte Haltungen, die den Körper zur Ruhe bringen und dich auf eine lange, entspannte Nacht vorbereiten.',
    },
    'shake-and-settle': {
      title: 'Schütteln und Ankommen',
      description:
        'Lockeres, spielerisches Schütteln, um Stress abzubauen, gefolgt von Stille, um zu spüren, was sich verändert hat. Eine somatische Praxis für Momente, in denen Stillsitzen unmöglich scheint.',
    },
    'heart-coherence': {
      title: 'Herzkohärenz',
      description:
        'Lass den Atem in einen gleichmäßigen Rhythmus finden und ruhe mit der Aufmerksamkeit im Herzen. Eine beruhigende Praxis für Gelassenheit unter Druck und einen freundlicheren inneren Ton.',
    },
    'the-evening-review': {
      title: 'Der Abendrückblick',
      description:
        'Eine uralte abendliche Gewohnheit, alltagstauglich gemacht: Blicke ehrlich und warmherzig auf den Tag zurück, behalte, was dir gedient hat, und lege ab, was nicht.',
    },
    'who-am-i': {
      title: 'Wer bin ich?',
      description:
        'Eine klassische Selbsterforschung, geduldig angeleitet. Folge der Frage zurück zu ihrem Ursprung und ruhe in dem, was bleibt, wenn alle Antworten beiseitegelegt sind.',
    },
    'the-practice-of-giving': {
      title: 'Die Praxis des Gebens',
      description:
        'Großzügigkeit als tägliche Übung statt großer Geste. Gedanken und eine kurze Praxis, um Zeit, Aufmerksamkeit und Fürsorge frei zu verschenken und die Freude daran zu bemerken.',
    },
    'ocean-breath-wind-down': {
      title: 'Ozeanatem zum Abschalten',
      description:
        'Lerne den sanften, hörbaren Ozeanatem und lass seinen Rhythmus alles verlangsamen. Zehn behutsame Minuten für den Übergang von einem vollen Tag in die Ruhe.',
    },
    'remembrance-of-the-heart': {
      title: 'Erinnerung des Herzens',
      description:
        'Eine hingebungsvolle Meditation aus Atem, einem wiederholten Satz und Lauschen. Verwurzelt in kontemplativer Dichtung öffnet sie einen stillen, warmen Raum unter dem Alltagsdenken.',
    },
    'journey-through-the-energy-centres': {
      title: 'Reise durch die Energiezentren',
      description:
        'Eine geführte Visualisierung, die deine Aufmerksamkeit mit Atem und Farbe auf jedes der sieben traditionellen Energiezentren des Körpers lenkt, von der Wurzel bis zum Scheitel.',
    },
    'receiving-with-open-hands': {
      title: 'Mit offenen Händen empfangen',
      description:
        'Viele von uns geben leicht und empfangen schwer. Diese Praxis erkundet, was es heißt, etwas wert zu sein, Dankbarkeit zu fühlen und Gutes ohne Entschuldigung ankommen zu lassen.',
    },
    'the-eight-brocades': {
      title: 'Die acht Brokate',
      description:
        'Eine vollständige, jahrhundertealte Qigong-Folge, Bewegung für Bewegung angeleitet. Acht anmutige Übungen, die den ganzen Körper dehnen, kräftigen und beleben.',
    },
    'the-lunch-break-reset': {
      title: 'Neustart in der Mittagspause',
      description:
        'Eine kurze, praktische Achtsamkeitseinheit für die Mitte des Arbeitstags. Tritt vom Bildschirm zurück, komm in deinem Körper an und kehre mit klarerem Kopf zurück.',
    },
    'walking-among-trees': {
      title: 'Gehen unter Bäumen',
      description:
        'Eine Gehmeditation für jeden Weg, Park oder Garten. Verlangsame deinen Schritt, öffne deine Sinne und lass dich von der lebendigen Welt erinnern, dass du zu ihr gehörst.',
    },
    'mindful-money': {
      title: 'Achtsam mit Geld',
      description:
        'Bring Meditation zum angstbesetztesten Thema überhaupt. Bemerke die Geschichten, die du über Geld mit dir trägst, und übe, aus Ruhe statt aus Angst auszugeben, zu sparen und zu geben.',
    },
    'strong-and-steady': {
      title: 'Stark und stabil',
      description:
        'Eine geerdete Kraftpraxis mit langen, in Atemzügen gezählten Haltungen. Baue Stabilität von den Füßen aufwärts auf und entdecke, wie ein stabiler Körper den Geist beruhigt.',
    },
    'everyday-service': {
      title: 'Dienst im Alltag',
      description:
        'Karma-Yoga für das ganz normale Leben: wie das Spülen einer Tasse, das Zuhören bei einem Freund oder gute Arbeit zu einer Praxis selbstlosen, freudigen Handelns werden kann.',
    },
  },
  categories: {
    meditation: {
      title: 'Meditation & Achtsamkeit',
      description: 'Beruhige den rastlosen Geist und begegne jedem Moment mit einer stetigeren, freundlicheren Aufmerksamkeit.',
    },
    yoga: {
      title: 'Yoga & Bewegung',
      description: 'Fließende und regenerative Praktiken, die Kraft, Leichtigkeit und Atem zurück in den Körper bringen.',
    },
    breathwork: {
      title: 'Atemarbeit & Energie',
      description: 'Einfache, geführte Atemübungen, die das Nervensystem beruhigen und deine Energie sanft heben.',
    },
    quantum: {
      title: 'Quantenheilung',
      description: 'Klang, Intention und feinstoffliche Praktiken für tiefe Ruhe und innere Erneuerung.',
    },
    wisdom: {
      title: 'Weisheit & Lehren',
      description: 'Vorträge und Betrachtungen zu den zeitlosen Fragen, wer wir sind und wie wir leben wollen.',
    },
    karma: {
      title: 'Karma & Verdienste schenken',
      description: 'Praktiken der Großzügigkeit und des Dienens, die alltägliche Freundlichkeit zu einem lebendigen Weg machen.',
    },
    ancient: {
      title: 'Alte Weisheit',
      description: 'Was die alten kontemplativen Traditionen einem vollen modernen Leben noch heute zu sagen haben.',
    },
    abundance: {
      title: 'Wohlstand & Fülle',
      description: 'Stärke Dankbarkeit, Großzügigkeit und eine gelassene Beziehung zu Geld und dem, was genug ist.',
    },
  },
  categoryCopy: {
    titles: {
      all: 'Alle Videos',
      free: 'Kostenlose Videos',
      yoga: 'Yoga-Videos',
      meditation: 'Meditationsvideos',
    },
    fallbackTitle: 'Videos',
    intros: {
      all: 'Jede Einheit unserer Bibliothek, vom kurzen Neustart am Morgen bis zur langen Abendpraxis.',
      free: 'Offen für alle: Praktiken, mit denen du heute beginnen kannst, ganz ohne Abo.',
    },
    fallbackIntro: 'Geführte Praktiken und Lehren für jeden Weg und jeden Tag.',
  },
  teachers: {
    'amara-okafor': {
      title: 'Lehrerin für Meditation & Mitgefühl',
      bio: 'Amara kam als Krankenschwester im Nachtdienst zur Meditation, auf der Suche nach einem Weg, an harten Orten weich zu bleiben. Seit fünfzehn Jahren unterrichtet sie Achtsamkeit und Mitgefühl, in Krankenhäusern, Schulen und stillen Räumen über belebten Straßen. Ihre Anleitung ist gemächlich und praktisch, mit einem sanften Humor, der Anfängern die Scheu nimmt. Sie glaubt, dass Stille nichts ist, was man erreicht, sondern ein Ort, zu dem man zurückkehrt.',
    },
    'kenji-takamura': {
      title: 'Lehrer für Zen-Meditation',
      bio: 'Kenji übte zehn Jahre lang in einer kleinen Zen-Gemeinschaft, bevor er ins Stadtleben zurückkehrte, um zu unterrichten. Er hat die Gabe, eine uralte Form frisch und einfach wirken zu lassen: gut sitzen, atmen, aufmerksam sein. Seine Einheiten lassen viel Raum für Stille, und seine seltenen Worte treffen meist genau dort, wo sie gebraucht werden.',
    },
    'lucia-ferrante': {
      title: 'Lehrerin für Vinyasa-Yoga',
      bio: 'Lucia wuchs tanzend auf und fand zum Yoga, nachdem eine Verletzung ihre Bühnenkarriere beendet hatte. Ihre Stunden sind fließend und musikalisch und verbinden Kraft und Anmut über den Atem. Sie unterrichtet mit Wärme und Präzision und bietet Varianten an, damit jeder Körper mitmachen kann. Viele sagen, sie kämen müde an und gingen strahlend.',
    },
    'devan-rao': {
      title: 'Begleiter für Atemarbeit & Pranayama',
      bio: 'Devan lernte Pranayama von seiner Großmutter, lange bevor er es formal studierte. Heute schlägt er eine Brücke zwischen klassischen Atemtechniken und moderner Forschung zum Nervensystem und stellt dabei Sicherheit und Leichtigkeit immer an erste Stelle. Seine Anleitungen sind klar und ruhig, und seine Übungen passen mühelos in einen Arbeitstag.',
    },
    'maya-lindqvist': {
      title: 'Lehrerin für Yin-Yoga & regeneratives Yoga',
      bio: 'Maya unterrichtet die langsame Seite des Yoga: lange Haltungen, weiche Hilfsmittel und großzügige Ruhe. Als ehemalige Physiotherapeutin verbindet sie anatomische Sorgfalt mit tiefem Respekt vor der Stille. Ihre Abendstunden sind besonders bei denen beliebt, die schwer abschalten können, und viele berichten vom besten Schlaf seit Jahren.',
    },
    'tomas-alvarez': {
      title: 'Lehrer für somatische Bewegung',
      bio: 'Tomas hilft Menschen, sich in ihrem Körper wieder zu Hause zu fühlen. Aus Yoga, somatischer Therapie und jahrelanger Arbeit mit Sportlern in der Rehabilitation schöpfend, unterrichtet er Bewegung, die spielerisch, ehrlich und nie erzwungen ist. Seine Stunden sind ideal für steife Rücken, volle Köpfe und alle, die glauben, sie seien nicht beweglich genug für Yoga.',
    },
    'ines-moreau': {
      title: 'Praktikerin für Klang- & Energieheilung',
      bio: 'Ines ist ausgebildete Musikerin und entdeckte die heilsame Kraft des Klangs, als sie ihre Mutter durch eine lange Krankheit begleitete. Sie verwebt Klangschalen, sanfte Bordunklänge und geführte Ruhe zu Einheiten, die viele als die tiefste Entspannung ihres Lebens beschreiben. Ihr Ansatz ist geerdet, sanft und frei von Druck.',
    },
    'rafael-quintero': {
      title: 'Lehrer kontemplativer Traditionen',
      bio: 'Rafael studierte zwanzig Jahre lang die kontemplativen Schriften aus Ost und West, von den Wüstenvätern bis zu den Stoikern. Er ist vor allem ein Erzähler, der alte Weisheit mit Wärme und Witz lebendig macht. Seine Vorträge geben dir eine einfache Übung zum Ausprobieren mit und eine Frage, die es wert ist, getragen zu werden.',
    },
    'priya-natarajan': {
      title: 'Lehrerin für nondualistische Weisheit',
      bio: 'Priya wuchs mit den Vedanta-Texten am Familientisch auf und studierte später Philosophie an der Universität. Sie lehrt Selbsterforschung mit seltener Klarheit und verbindet sorgfältige Erklärungen mit langen, weiten Pausen. Ihre Schüler schätzen, dass sie nie verlangt, etwas zu glauben, sondern nur, selbst hinzuschauen.',
    },
    'samuel-mensah': {
      title: 'Mentor für Großzügigkeit & Dienen',
      bio: 'Samuel gründete eine Gemeinschaftsküche, lange bevor er seine erste Stunde gab, und das Dienen ist bis heute das Herz seiner Praxis. Er lehrt Großzügigkeit als tägliche Übung, die den Gebenden ebenso befreit, wie sie dem Empfangenden hilft. Seine Vorträge sind bodenständig, voller echter Geschichten und auf leise Art inspirierend.',
    },
    'leilani-kahale': {
      title: 'Begleiterin für Yoga Nidra & Tiefenentspannung',
      bio: 'Leilani wuchs am Meer auf, und der Rhythmus der Gezeiten zieht sich durch alles, was sie unterrichtet. Sie hat sich auf Yoga Nidra und atemgeführte Entspannung für Menschen mit Stress und schlechtem Schlaf spezialisiert. Ihre Stimme ist für ihre beruhigende Wirkung bekannt, und ihre Übungen verlangen nichts weiter von dir, als dich hinzulegen und zuzuhören.',
    },
    'omar-haddad': {
      title: 'Lehrer für kontemplative Dichtung & Herzmeditation',
      bio: 'Omar ist Dichter und beschäftigt sich seit Langem mit den mystischen Traditionen des Herzens. Seine Einheiten verbinden Rezitation, Atem und Stille zu einer hingebungsvollen Praxis, die zugleich uralt und vertraut wirkt. Er lehrt, dass das Herz, wenn es still geworden ist, den Weg nach Hause kennt.',
    },
    'sofia-petrova': {
      title: 'Lehrerin für Energiebewusstsein',
      bio: 'Sofia lernte Yoga und die Traditionen des feinstofflichen Körpers aus Indien und Tibet, bevor sie ihren eigenen sanften Zugang zum Energiebewusstsein entwickelte. Ihre geführten Visualisierungen nutzen Atem, Farbe und Empfindung, damit sich ihre Schüler ausgeglichener und wacher fühlen. Sie hält ihren Unterricht einfach, erfahrungsnah und frei von Fachjargon.',
    },
    'thandiwe-nkosi': {
      title: 'Coach für Dankbarkeit & Fülle',
      bio: 'Thandiwe verließ eine fordernde Karriere in der Finanzwelt, als ihr klar wurde, dass sich mehr nie wie genug anfühlte. Heute lehrt sie Dankbarkeit und Fülle als innere Praktiken: wahrnehmen, was da ist, mit Anmut empfangen und mit Freude geben. Ihre Einheiten sind warmherzig, ehrlich und wohltuend frei von Übertreibung.',
    },
    'mei-lin-chen': {
      title: 'Lehrerin für Qigong & Tai Chi',
      bio: 'Mei Lin begann im Morgengrauen mit ihrem Großvater in einem Stadtpark Qigong zu üben und hat nie wieder aufgehört. Seit mehr als zwanzig Jahren unterrichtet sie Schüler jeden Alters in fließenden, mit dem Atem verbundenen Bewegungen. Ihre Stunden sind geduldig und präzise und hinterlassen einen Körper, der zugleich gelöst und gesammelt ist.',
    },
    'jonah-whitfield': {
      title: 'Lehrer für achtsamkeitsbasierte Stressreduktion (MBSR)',
      bio: 'Jonah war früher Lehrer an einer weiterführenden Schule und bringt heute wissenschaftlich fundierte Achtsamkeit in Unternehmen und Kliniken. Sein Stil ist praktisch und freundlich, voller kurzer Übungen, die tatsächlich in einen vollen Tag passen. Besonders gut erreicht er Skeptiker und alle, die glauben, nicht meditieren zu können.',
    },
    'aroha-ngata': {
      title: 'Begleiterin für Naturmeditation',
      bio: 'Aroha leitet Geh- und Naturmeditationen an, die Menschen wieder mit Land, Wasser und Himmel verbinden. Aufgewachsen in einer großen Familie von Gärtnern und Geschichtenerzählern, lehrt sie Aufmerksamkeit als eine Form von Respekt. Ihre Einheiten laden dich nach draußen ein oder helfen dir, das Draußen nach drinnen zu holen.',
    },
    'farid-karimi': {
      title: 'Lehrer für achtsamen Wohlstand',
      bio: 'Farid beriet jahrelang kleine Unternehmen, bevor er sich der Meditation zuwandte, um mit seiner eigenen Angst ums Geld umzugehen. Heute hilft er Menschen, Ruhe und Klarheit in ihre Finanzen und ihre Arbeit zu bringen. Sein Unterricht verbindet kontemplative Praxis mit schlichtem gesundem Menschenverstand und verspricht niemals Reichtum.',
    },
    'isabel-duarte': {
      title: 'Lehrerin für Hatha-Yoga & Kraft',
      bio: 'Isabel unterrichtet kraftvolles, geerdetes Hatha-Yoga mit Fokus auf Ausrichtung und ruhigem Atem. Als ehemalige Kletterin hilft sie ihren Schülern gern, eine Kraft zu entdecken, von der sie nichts wussten. Ihre Stunden sind fordernd, aber nie hart, und enden immer mit einer langen, wohlverdienten Ruhe.',
    },
    'elijah-brooks': {
      title: 'Lehrer für liebende Güte & Karma-Yoga',
      bio: 'Elijah fand während eines schweren Jahres als ehrenamtlicher Hospizhelfer zur Praxis der liebenden Güte und unterrichtet sie seitdem. Er verbindet Meditation mit Karma-Yoga, dem Weg des selbstlosen Handelns, und zeigt, wie kleine alltägliche Freundlichkeiten zu einer spirituellen Praxis werden können. Seine Einheiten sind sanft, herzlich und auf leise Weise verwandelnd.',
    },
  },
} satisfies CatalogTranslation;
