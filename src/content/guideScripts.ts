import type { CaptionLanguage } from './captions';
import type { ClipName } from './mediaPaths';

/** One sentence of a spoken guide: the English that is spoken, and its subtitles. */
export type GuideLine = Record<CaptionLanguage, string>;

/**
 * The calm spoken guide of each sample clip, one sentence per eight-second breath of the clip.
 * scripts/generateMedia.ts speaks the English (espeak-ng) and writes every language as WebVTT;
 * the app never imports this file, it plays the generated media. Spanish uses tú, French vous and
 * German du, as guided practice in each language usually does.
 */
export const guideScripts: Record<ClipName, readonly GuideLine[]> = {
  dawn: [
    {
      en: 'Welcome. Let the day begin slowly.',
      es: 'Te doy la bienvenida. Deja que el día empiece despacio.',
      fr: 'Bienvenue. Laissez la journée commencer doucement.',
      de: 'Willkommen. Lass den Tag langsam beginnen.',
    },
    {
      en: 'Notice the breath, just as it is.',
      es: 'Observa la respiración, tal como es.',
      fr: 'Remarquez la respiration, telle qu’elle est.',
      de: 'Bemerke den Atem, so wie er ist.',
    },
    {
      en: 'Set one gentle intention for today.',
      es: 'Elige una intención amable para hoy.',
      fr: 'Posez une intention douce pour aujourd’hui.',
      de: 'Setze dir eine sanfte Absicht für heute.',
    },
  ],
  'golden-hour': [
    {
      en: 'Feel the warmth of the light on your skin.',
      es: 'Siente el calor de la luz sobre tu piel.',
      fr: 'Sentez la chaleur de la lumière sur votre peau.',
      de: 'Spüre die Wärme des Lichts auf deiner Haut.',
    },
    {
      en: 'Let each movement follow the breath.',
      es: 'Deja que cada movimiento siga a la respiración.',
      fr: 'Laissez chaque mouvement suivre la respiration.',
      de: 'Lass jede Bewegung dem Atem folgen.',
    },
    {
      en: 'Soft knees, long spine, easy shoulders.',
      es: 'Rodillas suaves, columna larga, hombros tranquilos.',
      fr: 'Genoux souples, dos allongé, épaules détendues.',
      de: 'Weiche Knie, langer Rücken, lockere Schultern.',
    },
  ],
  mist: [
    {
      en: 'Sit tall, and let the body grow heavy.',
      es: 'Siéntate con la espalda erguida y deja que el cuerpo pese.',
      fr: 'Asseyez-vous, le dos droit, et laissez le corps s’alourdir.',
      de: 'Sitz aufrecht und lass den Körper schwer werden.',
    },
    {
      en: 'Thoughts drift by, like mist on the hills.',
      es: 'Los pensamientos pasan, como niebla sobre las colinas.',
      fr: 'Les pensées passent, comme la brume sur les collines.',
      de: 'Gedanken ziehen vorbei wie Nebel über den Hügeln.',
    },
    {
      en: 'There is nothing to fix. Simply rest here.',
      es: 'No hay nada que arreglar. Simplemente descansa aquí.',
      fr: 'Il n’y a rien à réparer. Reposez-vous simplement ici.',
      de: 'Es gibt nichts zu richten. Ruh dich einfach hier aus.',
    },
  ],
  moonrise: [
    {
      en: 'The day is done. You can let it go.',
      es: 'El día ha terminado. Puedes soltarlo.',
      fr: 'La journée est finie. Vous pouvez la laisser partir.',
      de: 'Der Tag ist vorbei. Du darfst ihn loslassen.',
    },
    {
      en: 'Let the floor hold the full weight of you.',
      es: 'Deja que el suelo sostenga todo tu peso.',
      fr: 'Laissez le sol porter tout votre poids.',
      de: 'Lass den Boden dein ganzes Gewicht tragen.',
    },
    {
      en: 'Breathe out slowly, and soften a little more.',
      es: 'Exhala despacio y suelta un poco más.',
      fr: 'Expirez lentement, et relâchez encore un peu.',
      de: 'Atme langsam aus und werde noch ein wenig weicher.',
    },
  ],
  twilight: [
    {
      en: 'Bring your attention to the top of your head.',
      es: 'Lleva tu atención a la coronilla.',
      fr: 'Portez votre attention au sommet de la tête.',
      de: 'Richte deine Aufmerksamkeit auf den Scheitel.',
    },
    {
      en: 'Let it move down, through the face and shoulders.',
      es: 'Deja que baje por el rostro y los hombros.',
      fr: 'Laissez-la descendre, par le visage et les épaules.',
      de: 'Lass sie sinken, durch Gesicht und Schultern.',
    },
    {
      en: 'Whatever you find, simply notice it.',
      es: 'Encuentres lo que encuentres, solo obsérvalo.',
      fr: 'Quoi que vous trouviez, observez simplement.',
      de: 'Was immer du findest, bemerke es einfach.',
    },
  ],
  ocean: [
    {
      en: 'Listen to the breath, like waves on the shore.',
      es: 'Escucha la respiración, como olas en la orilla.',
      fr: 'Écoutez la respiration, comme des vagues sur le rivage.',
      de: 'Lausche dem Atem wie Wellen am Ufer.',
    },
    {
      en: 'Each wave arrives, and each wave returns.',
      es: 'Cada ola llega, y cada ola regresa.',
      fr: 'Chaque vague arrive, et chaque vague repart.',
      de: 'Jede Welle kommt, und jede Welle geht.',
    },
    {
      en: 'Let the next breath carry you a little deeper.',
      es: 'Deja que la próxima respiración te lleve un poco más hondo.',
      fr: 'Laissez le prochain souffle vous porter un peu plus loin.',
      de: 'Lass dich vom nächsten Atemzug ein wenig tiefer tragen.',
    },
  ],
  forest: [
    {
      en: 'Feel your feet rooted, like the trees around you.',
      es: 'Siente tus pies enraizados, como los árboles a tu alrededor.',
      fr: 'Sentez vos pieds enracinés, comme les arbres autour de vous.',
      de: 'Spüre deine Füße verwurzelt, wie die Bäume um dich.',
    },
    {
      en: 'Let the spine sway, like a branch in the wind.',
      es: 'Deja que la columna se meza, como una rama al viento.',
      fr: 'Laissez la colonne onduler, comme une branche au vent.',
      de: 'Lass die Wirbelsäule schwingen wie einen Ast im Wind.',
    },
    {
      en: 'Move slowly. There is no need to hurry.',
      es: 'Muévete despacio. No hay ninguna prisa.',
      fr: 'Bougez lentement. Rien ne presse.',
      de: 'Beweg dich langsam. Es gibt keine Eile.',
    },
  ],
  ember: [
    {
      en: 'Breathe in, and feel a small warmth in the chest.',
      es: 'Inhala, y siente un pequeño calor en el pecho.',
      fr: 'Inspirez, et sentez une petite chaleur dans la poitrine.',
      de: 'Atme ein und spüre eine kleine Wärme in der Brust.',
    },
    {
      en: 'Breathe out, and let that warmth spread.',
      es: 'Exhala, y deja que ese calor se extienda.',
      fr: 'Expirez, et laissez cette chaleur se répandre.',
      de: 'Atme aus und lass diese Wärme sich ausbreiten.',
    },
    {
      en: 'Quiet and steady, the ember stays.',
      es: 'Tranquila y constante, la brasa se queda.',
      fr: 'Calme et constante, la braise demeure.',
      de: 'Still und beständig bleibt die Glut.',
    },
  ],
  lotus: [
    {
      en: 'Place a hand on your heart, if that feels right.',
      es: 'Pon una mano sobre el corazón, si te parece bien.',
      fr: 'Posez une main sur votre cœur, si cela vous convient.',
      de: 'Leg eine Hand auf dein Herz, wenn es sich stimmig anfühlt.',
    },
    {
      en: 'May I be safe. May I be at ease.',
      es: 'Que esté a salvo. Que esté en paz.',
      fr: 'Puissé-je être en sécurité. Puissé-je être en paix.',
      de: 'Möge ich sicher sein. Möge ich in Frieden sein.',
    },
    {
      en: 'Now offer the same wish to someone you love.',
      es: 'Ahora ofrece el mismo deseo a alguien a quien amas.',
      fr: 'Offrez maintenant le même vœu à quelqu’un que vous aimez.',
      de: 'Schenke nun denselben Wunsch einem Menschen, den du liebst.',
    },
  ],
  desert: [
    {
      en: 'Press gently into the ground beneath you.',
      es: 'Apóyate suavemente en el suelo que te sostiene.',
      fr: 'Appuyez doucement sur le sol sous vous.',
      de: 'Drück dich sanft in den Boden unter dir.',
    },
    {
      en: 'Feel how steady you are, like stone in the sun.',
      es: 'Siente lo firme que eres, como la piedra al sol.',
      fr: 'Sentez votre stabilité, comme la pierre au soleil.',
      de: 'Spüre, wie stabil du bist, wie Stein in der Sonne.',
    },
    {
      en: 'Strong and soft, at the same time.',
      es: 'Fuerte y suave, al mismo tiempo.',
      fr: 'De la force et de la douceur, en même temps.',
      de: 'Stark und weich, zur selben Zeit.',
    },
  ],
  cosmos: [
    {
      en: 'Let the sound wash through you.',
      es: 'Deja que el sonido te atraviese.',
      fr: 'Laissez le son vous traverser.',
      de: 'Lass den Klang durch dich hindurchfließen.',
    },
    {
      en: 'Feel the space around the body, wide and quiet.',
      es: 'Siente el espacio alrededor del cuerpo, amplio y en calma.',
      fr: 'Sentez l’espace autour du corps, vaste et silencieux.',
      de: 'Spüre den Raum um deinen Körper, weit und still.',
    },
    {
      en: 'You are part of something vast, and you are home.',
      es: 'Eres parte de algo inmenso, y estás en casa.',
      fr: 'Vous faites partie d’un tout immense, et vous êtes chez vous.',
      de: 'Du bist Teil von etwas Weitem, und du bist zu Hause.',
    },
  ],
  meadow: [
    {
      en: 'Bring to mind one small thing you are grateful for.',
      es: 'Piensa en algo pequeño por lo que sientes gratitud.',
      fr: 'Pensez à une petite chose qui vous inspire de la gratitude.',
      de: 'Denk an eine kleine Sache, für die du dankbar bist.',
    },
    {
      en: 'Let that feeling settle in the body.',
      es: 'Deja que esa sensación se asiente en el cuerpo.',
      fr: 'Laissez ce sentiment s’installer dans le corps.',
      de: 'Lass dieses Gefühl im Körper ankommen.',
    },
    {
      en: 'Breathe it in, and share it with the world.',
      es: 'Inhálala, y compártela con el mundo.',
      fr: 'Inspirez-le, et partagez-le avec le monde.',
      de: 'Atme es ein und teile es mit der Welt.',
    },
  ],
};
