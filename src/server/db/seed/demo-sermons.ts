import type { LocalizedText } from "../../../shared/i18n";
import { addDays } from "../../lib/dates";

export interface DemoSeries {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  /** Two colours for the generated artwork. */
  colors: [string, string];
}

export interface DemoSermon {
  slug: string;
  series: string;
  title: LocalizedText;
  summary: LocalizedText;
  speaker: { name: string; title: LocalizedText };
  topics: string[];
  scripture: string[];
  points: LocalizedText[];
}

export const demoTopics: { slug: string; name: LocalizedText }[] = [
  { slug: "faith", name: { en: "Faith", es: "Fe" } },
  { slug: "prayer", name: { en: "Prayer", es: "Oración" } },
  { slug: "grace", name: { en: "Grace", es: "Gracia" } },
  { slug: "hope", name: { en: "Hope", es: "Esperanza" } },
  { slug: "family", name: { en: "Family", es: "Familia" } },
  { slug: "service", name: { en: "Service", es: "Servicio" } },
  { slug: "forgiveness", name: { en: "Forgiveness", es: "Perdón" } },
];

export const demoSeries: DemoSeries[] = [
  {
    slug: "walking-on-water",
    title: { en: "Walking on Water", es: "Caminar sobre el agua" },
    description: {
      en: "Four Sundays on faith that steps out of the boat: trusting Jesus when the wind is strong.",
      es: "Cuatro domingos sobre la fe que sale de la barca: confiar en Jesús cuando el viento es fuerte.",
    },
    colors: ["#1e3a8a", "#0ea5e9"],
  },
  {
    slug: "the-lords-prayer",
    title: { en: "Teach Us to Pray", es: "Enséñanos a orar" },
    description: {
      en: "A series through the Lord's Prayer, one line at a time, for anyone who wants to pray more honestly.",
      es: "Una serie sobre el Padre Nuestro, línea por línea, para quien desea orar con más sinceridad.",
    },
    colors: ["#7c2d12", "#f59e0b"],
  },
  {
    slug: "home-together",
    title: { en: "Home Together", es: "Juntos en casa" },
    description: {
      en: "What it means to be the church as a family: welcome, forgiveness and serving one another.",
      es: "Lo que significa ser la iglesia como familia: acogida, perdón y servirnos unos a otros.",
    },
    colors: ["#14532d", "#84cc16"],
  },
];

const BISHOP = { name: "Samuel Reyes", title: { en: "Bishop", es: "Obispo" } };
const PASTOR = { name: "Daniel Reyes", title: { en: "Pastor", es: "Pastor" } };

/** Newest first: the first sermon was preached last Sunday, each one before it a week earlier. */
export const demoSermons: DemoSermon[] = [
  {
    slug: "come-to-me",
    series: "walking-on-water",
    title: { en: "Come to Me", es: "Ven a mí" },
    summary: {
      en: "Peter steps out of the boat at one word from Jesus. Faith begins by listening for his voice over the storm.",
      es: "Pedro sale de la barca con una sola palabra de Jesús. La fe comienza escuchando su voz sobre la tormenta.",
    },
    speaker: BISHOP,
    topics: ["faith"],
    scripture: ["Matthew 14:22-33"],
    points: [
      { en: "Jesus comes to us in the storm.", es: "Jesús viene a nosotros en la tormenta." },
      { en: "Faith answers his word with a step.", es: "La fe responde a su palabra con un paso." },
    ],
  },
  {
    slug: "when-the-wind-is-strong",
    series: "walking-on-water",
    title: { en: "When the Wind Is Strong", es: "Cuando el viento es fuerte" },
    summary: {
      en: "Peter began to sink when he saw the wind. We look at fear, doubt and the hand that catches us.",
      es: "Pedro comenzó a hundirse al ver el viento. Miramos el miedo, la duda y la mano que nos sostiene.",
    },
    speaker: BISHOP,
    topics: ["faith", "hope"],
    scripture: ["Matthew 14:30-31", "Psalm 46:1-3"],
    points: [
      { en: "Fear looks at the waves.", es: "El miedo mira las olas." },
      { en: "Jesus reaches out his hand immediately.", es: "Jesús extiende su mano de inmediato." },
    ],
  },
  {
    slug: "little-faith-great-god",
    series: "walking-on-water",
    title: { en: "Little Faith, Great God", es: "Poca fe, gran Dios" },
    summary: {
      en: "Faith as small as a mustard seed is enough, because its strength is in the One we trust.",
      es: "Una fe tan pequeña como un grano de mostaza basta, porque su fuerza está en Aquel en quien confiamos.",
    },
    speaker: PASTOR,
    topics: ["faith"],
    scripture: ["Matthew 17:20", "Hebrews 11:1-6"],
    points: [
      { en: "The size of our faith is not the point.", es: "El tamaño de nuestra fe no es lo importante." },
      { en: "God is faithful when we are weak.", es: "Dios es fiel cuando somos débiles." },
    ],
  },
  {
    slug: "truly-you-are-the-son-of-god",
    series: "walking-on-water",
    title: { en: "Truly You Are the Son of God", es: "Verdaderamente eres Hijo de Dios" },
    summary: {
      en: "The storm ends in worship. Every rescue leads us to know who Jesus is.",
      es: "La tormenta termina en adoración. Cada rescate nos lleva a conocer quién es Jesús.",
    },
    speaker: BISHOP,
    topics: ["faith", "hope"],
    scripture: ["Matthew 14:32-33", "John 20:30-31"],
    points: [{ en: "Rescue becomes worship.", es: "El rescate se convierte en adoración." }],
  },
  {
    slug: "our-father",
    series: "the-lords-prayer",
    title: { en: "Our Father in Heaven", es: "Padre nuestro que estás en los cielos" },
    summary: {
      en: "Jesus teaches us to call God Father. Prayer begins with belonging, not with a performance.",
      es: "Jesús nos enseña a llamar a Dios Padre. La oración comienza con pertenecer, no con una actuación.",
    },
    speaker: PASTOR,
    topics: ["prayer", "family"],
    scripture: ["Matthew 6:5-9", "Romans 8:15"],
    points: [{ en: "We pray as children, not strangers.", es: "Oramos como hijos, no como extraños." }],
  },
  {
    slug: "your-kingdom-come",
    series: "the-lords-prayer",
    title: { en: "Your Kingdom Come", es: "Venga tu reino" },
    summary: {
      en: "Praying for God's kingdom changes what we hope for in our city and in our homes.",
      es: "Orar por el reino de Dios cambia lo que esperamos para nuestra ciudad y nuestros hogares.",
    },
    speaker: PASTOR,
    topics: ["prayer", "hope"],
    scripture: ["Matthew 6:10", "Luke 17:20-21"],
    points: [{ en: "God's will on earth begins with us.", es: "La voluntad de Dios en la tierra comienza con nosotros." }],
  },
  {
    slug: "daily-bread",
    series: "the-lords-prayer",
    title: { en: "Give Us This Day Our Daily Bread", es: "El pan nuestro de cada día" },
    summary: {
      en: "Asking for today's bread teaches trust, contentment and generosity with what we receive.",
      es: "Pedir el pan de hoy enseña confianza, contentamiento y generosidad con lo que recibimos.",
    },
    speaker: BISHOP,
    topics: ["prayer", "faith"],
    scripture: ["Matthew 6:11", "Exodus 16:4"],
    points: [{ en: "God provides one day at a time.", es: "Dios provee un día a la vez." }],
  },
  {
    slug: "forgive-us-our-debts",
    series: "the-lords-prayer",
    title: { en: "Forgive Us as We Forgive", es: "Perdónanos como perdonamos" },
    summary: {
      en: "The prayer that asks for mercy also sends us to forgive. Grace received becomes grace given.",
      es: "La oración que pide misericordia también nos envía a perdonar. La gracia recibida se vuelve gracia dada.",
    },
    speaker: PASTOR,
    topics: ["prayer", "forgiveness", "grace"],
    scripture: ["Matthew 6:12-15", "Colossians 3:13"],
    points: [{ en: "Forgiven people forgive.", es: "Los perdonados perdonan." }],
  },
  {
    slug: "a-place-at-the-table",
    series: "home-together",
    title: { en: "A Place at the Table", es: "Un lugar en la mesa" },
    summary: {
      en: "Jesus ate with everyone. A church family makes room at the table for the newcomer.",
      es: "Jesús comía con todos. Una familia de la iglesia hace lugar en la mesa para el recién llegado.",
    },
    speaker: BISHOP,
    topics: ["family", "grace"],
    scripture: ["Luke 14:12-14", "Romans 15:7"],
    points: [{ en: "Welcome as we have been welcomed.", es: "Recibir como hemos sido recibidos." }],
  },
  {
    slug: "seventy-times-seven",
    series: "home-together",
    title: { en: "Seventy Times Seven", es: "Setenta veces siete" },
    summary: {
      en: "Peter asked how often to forgive. Jesus answered with a story about a debt no one could pay.",
      es: "Pedro preguntó cuántas veces perdonar. Jesús respondió con una historia de una deuda impagable.",
    },
    speaker: PASTOR,
    topics: ["forgiveness", "family"],
    scripture: ["Matthew 18:21-35"],
    points: [{ en: "Forgiveness keeps a family together.", es: "El perdón mantiene unida a la familia." }],
  },
  {
    slug: "wash-one-anothers-feet",
    series: "home-together",
    title: { en: "Wash One Another's Feet", es: "Lavarse los pies unos a otros" },
    summary: {
      en: "On his last night Jesus took a towel. Greatness in his family looks like service.",
      es: "En su última noche Jesús tomó una toalla. La grandeza en su familia se parece al servicio.",
    },
    speaker: BISHOP,
    topics: ["service", "family"],
    scripture: ["John 13:1-17", "Filipenses 2:5-8"],
    points: [{ en: "Serve the ones next to you.", es: "Sirva a quienes tiene al lado." }],
  },
  {
    slug: "one-body-many-parts",
    series: "home-together",
    title: { en: "One Body, Many Parts", es: "Un cuerpo, muchos miembros" },
    summary: {
      en: "Every member has a gift the church needs. No one is too small to belong.",
      es: "Cada miembro tiene un don que la iglesia necesita. Nadie es demasiado pequeño para pertenecer.",
    },
    speaker: PASTOR,
    topics: ["service", "grace"],
    scripture: ["1 Corinthians 12:12-27"],
    points: [{ en: "Your gift matters here.", es: "Su don importa aquí." }],
  },
];

/** Sunday `weeksAgo` weeks before the last Sunday on or before `today` (YYYY-MM-DD). */
export function sundayBefore(today: string, weeksAgo: number): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -weekday - weeksAgo * 7);
}
