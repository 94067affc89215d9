import type { ContentKey, ContentValue } from "../../../shared/content-blocks";
import { DEFAULT_CONNECT_SETTINGS } from "../../features/connect/settings";

/** The public pages' text blocks as the demo congregation publishes them (the texts the pages had before issue 11). */
export const demoContentBlocks: Array<{ key: ContentKey; value: ContentValue }> = [
  {
    key: "home.hero.eyebrow",
    value: {
      en: "Welcome home",
      es: "Bienvenido a casa",
      image: null,
    },
  },
  {
    key: "home.hero.welcome",
    value: {
      en: "A Bible-teaching church family in Fresno where everyone is welcome, in English and en español.",
      es: "Una familia de fe en Fresno que enseña la Biblia, donde todos son bienvenidos, en español y en inglés.",
      image: null,
    },
  },
  {
    key: "home.welcome.body",
    value: {
      en: "Whether you have followed Jesus for years or are just starting to ask questions, there is a place for you here.\n\nWe gather to hear God's Word, understand it together and live it out in our city: in our homes, at work and with our neighbours.",
      es: "Ya sea que sigas a Jesús desde hace años o que apenas empieces a hacerte preguntas, aquí hay un lugar para ti.\n\nNos reunimos para escuchar la Palabra de Dios, entenderla juntos y vivirla en nuestra ciudad: en casa, en el trabajo y con nuestros vecinos.",
      image: null,
    },
  },
  {
    key: "about.story",
    value: {
      en: "Living Water Home Church began over twenty years ago as a Bible study around a kitchen table in Fresno. Today we are a bilingual church family that gathers every Sunday and Wednesday to **hear** God's Word, **understand** it together and **live** it out.\n\nWe are a congregation of families, students, grandparents and newcomers from many backgrounds. Whether you speak English, Spanish or both, you will find a place here.",
      es: "La Iglesia Living Water Home comenzó hace más de veinte años como un estudio bíblico alrededor de una mesa de cocina en Fresno. Hoy somos una familia de fe bilingüe que se reúne cada domingo y miércoles para **escuchar** la Palabra de Dios, **entenderla** juntos y **vivirla**.\n\nSomos una congregación de familias, estudiantes, abuelos y recién llegados de muchos orígenes. Ya sea que hables inglés, español o ambos, aquí encontrarás un lugar.",
      image: null,
    },
  },
  {
    key: "about.vision",
    value: {
      en: "A family of believers who hear God's Word, understand it deeply and live it out every day.",
      es: "Una familia de creyentes que escucha la Palabra de Dios, la entiende a fondo y la vive cada día.",
      image: null,
    },
  },
  {
    key: "about.mission",
    value: {
      en: "To make disciples of all generations through worship, teaching, fellowship and service to our city.",
      es: "Hacer discípulos de todas las generaciones por medio de la adoración, la enseñanza, la comunión y el servicio a nuestra ciudad.",
      image: null,
    },
  },
  {
    key: "about.values",
    value: {
      en: "The Bible as our guide, prayer in everything, welcome for every person, and generosity with our time and gifts.",
      es: "La Biblia como guía, la oración en todo, la bienvenida a cada persona y la generosidad con nuestro tiempo y dones.",
      image: null,
    },
  },
  {
    key: "leadership.bishop.name",
    value: {
      en: "Bishop Samuel Reyes",
      es: "Obispo Samuel Reyes",
      image: "/demo/leadership/bishop.webp",
    },
  },
  {
    key: "leadership.bishop.role",
    value: {
      en: "Founder",
      es: "Fundador",
      image: null,
    },
  },
  {
    key: "leadership.bishop.bio",
    value: {
      en: "Bishop Reyes planted the church over twenty years ago and still teaches on Sunday mornings.",
      es: "El obispo Reyes fundó la iglesia hace más de veinte años y todavía enseña los domingos por la mañana.",
      image: null,
    },
  },
  {
    key: "leadership.pastor.name",
    value: {
      en: "Pastor Daniel Reyes",
      es: "Pastor Daniel Reyes",
      image: "/demo/leadership/pastor.webp",
    },
  },
  {
    key: "leadership.pastor.role",
    value: {
      en: "Ministry Pastor",
      es: "Pastor de ministerios",
      image: null,
    },
  },
  {
    key: "leadership.pastor.bio",
    value: {
      en: "Pastor Daniel leads our ministries, small groups and the Wednesday night Bible study.",
      es: "El pastor Daniel dirige nuestros ministerios, los grupos pequeños y el estudio bíblico de los miércoles por la noche.",
      image: null,
    },
  },
  {
    key: "why.bible.title",
    value: {
      en: "Bible-Centred Teaching",
      es: "Enseñanza centrada en la Biblia",
      image: null,
    },
  },
  {
    key: "why.bible.text",
    value: {
      en: "Clear, practical teaching from the Scriptures every week.",
      es: "Enseñanza clara y práctica de las Escrituras cada semana.",
      image: null,
    },
  },
  {
    key: "why.family.title",
    value: {
      en: "A Church Family",
      es: "Una familia de fe",
      image: null,
    },
  },
  {
    key: "why.family.text",
    value: {
      en: "Small groups and fellowship where you are known and cared for.",
      es: "Grupos pequeños y comunión donde te conocen y te cuidan.",
      image: null,
    },
  },
  {
    key: "why.bilingual.title",
    value: {
      en: "English & Spanish",
      es: "Español e inglés",
      image: null,
    },
  },
  {
    key: "why.bilingual.text",
    value: {
      en: "Worship, study and care in the language of your heart.",
      es: "Adoración, estudio y cuidado en el idioma de tu corazón.",
      image: null,
    },
  },
  {
    key: "why.serve.title",
    value: {
      en: "Serving Our City",
      es: "Servimos a nuestra ciudad",
      image: null,
    },
  },
  {
    key: "why.serve.text",
    value: {
      en: "Outreach, food drives and help for neighbours in need.",
      es: "Alcance comunitario, colectas de alimentos y ayuda a vecinos necesitados.",
      image: null,
    },
  },
  { key: "connect.visit.whatToExpect", value: { ...DEFAULT_CONNECT_SETTINGS.whatToExpect, image: null } },
  {
    key: "connect.join.intro",
    value: {
      en: "Becoming a member means making this church family your home: worshiping, serving and growing together. Tell us you're interested and a pastor will contact you about the next steps, including the Kingdom Builders Class.",
      es: "Ser miembro significa hacer de esta familia de la iglesia tu hogar: adorar, servir y crecer juntos. Cuéntanos que te interesa y un pastor se pondrá en contacto contigo para los siguientes pasos, incluida la Clase Constructores del Reino.",
      image: null,
    },
  },
  { key: "connect.kbc.description", value: { ...DEFAULT_CONNECT_SETTINGS.classDescription, image: null } },
  {
    key: "footer.text",
    value: {
      en: "Hear. Understand. Live.",
      es: "Escuchar. Entender. Vivir.",
      image: null,
    },
  },
];
