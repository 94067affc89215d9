import type { LocalizedText } from "../../../shared/i18n";
import type { DevotionalKind } from "../../../shared/study";
import { addDays, weekStartOf } from "../../lib/dates";

interface DemoGuide {
  title: LocalizedText;
  body: LocalizedText;
  passages: string[];
  questions: LocalizedText[];
}

interface DemoReading {
  kind: DevotionalKind;
  title: LocalizedText;
  body: LocalizedText;
  passage: string | null;
}

/** Three weeks of guides, newest first: this week's, then the two before it. */
const GUIDES: DemoGuide[] = [
  {
    title: { en: "Born Again: Jesus and Nicodemus", es: "Nacer de nuevo: Jesús y Nicodemo" },
    body: {
      en: "## This week\n\nNicodemus came to Jesus **by night** with honest questions. Jesus answered with the heart of the gospel: God so loved the world.\n\n- Read the passage twice, once slowly and once aloud.\n- Note every word about *seeing* and *light*.\n- Pray for one person who is asking questions about faith.",
      es: "## Esta semana\n\nNicodemo vino a Jesús **de noche** con preguntas sinceras. Jesús respondió con el corazón del evangelio: de tal manera amó Dios al mundo.\n\n- Lee el pasaje dos veces, una despacio y otra en voz alta.\n- Anota cada palabra sobre *ver* y *luz*.\n- Ora por una persona que tenga preguntas sobre la fe.",
    },
    passages: ["John 3:1-21", "Numbers 21:4-9"],
    questions: [
      { en: "Why do you think Nicodemus came at night?", es: "¿Por qué crees que Nicodemo vino de noche?" },
      { en: "What does it mean to be born again?", es: "¿Qué significa nacer de nuevo?" },
      { en: "How does John 3:16 change the way you see your neighbours?", es: "¿Cómo cambia Juan 3:16 la manera en que ves a tus vecinos?" },
    ],
  },
  {
    title: { en: "The Good Shepherd", es: "El buen pastor" },
    body: {
      en: "## This week\n\nPsalm 23 and John 10 show a shepherd who **knows**, **leads** and **lays down his life** for the sheep.\n\n1. Read Psalm 23 each morning.\n2. Read John 10:1-18 with your group.\n3. Write down one place where you need his leading.",
      es: "## Esta semana\n\nEl Salmo 23 y Juan 10 muestran un pastor que **conoce**, **guía** y **da su vida** por las ovejas.\n\n1. Lee el Salmo 23 cada mañana.\n2. Lee Juan 10:1-18 con tu grupo.\n3. Escribe un lugar donde necesitas su dirección.",
    },
    passages: ["Psalm 23", "John 10:1-18"],
    questions: [
      { en: "Which line of Psalm 23 speaks to you this week?", es: "¿Qué línea del Salmo 23 te habla esta semana?" },
      { en: "How do we learn to recognise the Shepherd's voice?", es: "¿Cómo aprendemos a reconocer la voz del Pastor?" },
    ],
  },
  {
    title: { en: "Love Is Patient", es: "El amor es sufrido" },
    body: {
      en: "## This week\n\nPaul's words on love were written to a divided church. Read them as a mirror, not only as a wedding reading.\n\n> Love never fails.",
      es: "## Esta semana\n\nLas palabras de Pablo sobre el amor fueron escritas a una iglesia dividida. Léelas como un espejo, no solo como una lectura de bodas.\n\n> El amor nunca deja de ser.",
    },
    passages: ["1 Corinthians 13"],
    questions: [
      { en: "Which description of love is hardest for you to live out?", es: "¿Qué descripción del amor te cuesta más vivir?" },
      { en: "Where could our church show this love in our city?", es: "¿Dónde podría nuestra iglesia mostrar este amor en la ciudad?" },
    ],
  },
];

/** A devotional and a prayer for each of the last few days, newest first. */
const READINGS: DemoReading[][] = [
  [
    {
      kind: "devotional",
      title: { en: "Light for the Path", es: "Luz para el camino" },
      body: {
        en: "God's word does not light the whole road at once, only the next step. Take that step today in trust.",
        es: "La palabra de Dios no ilumina todo el camino de una vez, solo el próximo paso. Da ese paso hoy con confianza.",
      },
      passage: "Psalm 119:105",
    },
    {
      kind: "prayer",
      title: { en: "Morning Prayer", es: "Oración de la mañana" },
      body: {
        en: "Lord, thank you for this new day. Guide my words and my work, and let me be kind to everyone I meet. Amen.",
        es: "Señor, gracias por este nuevo día. Guía mis palabras y mi trabajo, y ayúdame a ser amable con todos. Amén.",
      },
      passage: null,
    },
  ],
  [
    {
      kind: "devotional",
      title: { en: "Do Not Worry", es: "No se afanen" },
      body: {
        en: "Jesus points to the birds and the lilies. The Father who feeds them knows what you need.",
        es: "Jesús señala las aves y los lirios. El Padre que los alimenta sabe lo que necesitas.",
      },
      passage: "Matthew 6:25-34",
    },
    {
      kind: "prayer",
      title: { en: "A Prayer for Peace", es: "Oración por la paz" },
      body: {
        en: "Father, I give you my worries. Fill my heart with your peace and help me rest in your care. Amen.",
        es: "Padre, te entrego mis preocupaciones. Llena mi corazón de tu paz y ayúdame a descansar en tu cuidado. Amén.",
      },
      passage: "Philippians 4:6-7",
    },
  ],
  [
    {
      kind: "devotional",
      title: { en: "New Every Morning", es: "Nuevas cada mañana" },
      body: {
        en: "Even in sorrow Jeremiah remembered: his mercies are new every morning. Great is his faithfulness.",
        es: "Aun en el dolor Jeremías recordó: sus misericordias son nuevas cada mañana. Grande es su fidelidad.",
      },
      passage: "Lamentations 3:22-23",
    },
  ],
];

export function demoStudyGuides(today: string) {
  const thisWeek = weekStartOf(today);
  return GUIDES.map((guide, i) => ({ ...guide, weekStart: addDays(thisWeek, -7 * i) }));
}

export function demoDevotionals(today: string) {
  return READINGS.flatMap((day, i) => day.map((reading) => ({ ...reading, day: addDays(today, -i) })));
}
