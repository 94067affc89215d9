import type { LocalizedText } from "../../../shared/i18n";
import type { Db } from "../client";
import { galleryAlbums, mediaGallery } from "../schema/gallery";

interface DemoAlbum {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
}

const demoAlbums: DemoAlbum[] = [
  {
    slug: "worship",
    name: { en: "Worship & sacraments", es: "Adoración y sacramentos" },
    description: {
      en: "Sunday worship, a baptism in the river and Easter at sunrise: the moments we gather around the Word.",
      es: "El culto del domingo, un bautismo en el río y la Pascua al amanecer: los momentos en que nos reunimos alrededor de la Palabra.",
    },
  },
  {
    slug: "fellowship",
    name: { en: "Fellowship & family", es: "Compañerismo y familia" },
    description: {
      en: "A potluck, the fish fry and the pumpkin patch: our church family around the table and outdoors.",
      es: "Una comida compartida, el pescado frito y el huerto de calabazas: nuestra familia de la iglesia a la mesa y al aire libre.",
    },
  },
  {
    slug: "youth-and-music",
    name: { en: "Youth & music", es: "Jóvenes y música" },
    description: {
      en: "Youth night and choir rehearsal: our young people and singers in full voice.",
      es: "La noche de jóvenes y el ensayo del coro: nuestros jóvenes y cantantes a toda voz.",
    },
  },
];

interface DemoPhoto {
  file: string;
  album: string;
  title: LocalizedText;
  description: LocalizedText;
  category: LocalizedText;
  eventDate: string;
  /** The drawing's main colour, painted while its thumbnail loads. */
  color: string;
}

/** The generated demo photos (public/demo/gallery, 800 × 600 with 400 × 300 thumbnails), newest first. */
const demoPhotos: DemoPhoto[] = [
  {
    file: "moment-1",
    album: "worship",
    title: { en: "Sunday Worship", es: "Culto dominical" },
    description: { en: "Morning light fills the sanctuary during worship.", es: "La luz de la mañana llena el santuario durante la adoración." },
    category: { en: "Worship", es: "Adoración" },
    eventDate: "2026-11-15",
    color: "#781818",
  },
  {
    file: "moment-2",
    album: "worship",
    title: { en: "River Baptism", es: "Bautismo en el río" },
    description: { en: "Five new believers were baptised at the river.", es: "Cinco nuevos creyentes fueron bautizados en el río." },
    category: { en: "Baptism", es: "Bautismo" },
    eventDate: "2026-10-25",
    color: "#183858",
  },
  {
    file: "moment-3",
    album: "youth-and-music",
    title: { en: "Youth Night", es: "Noche de jóvenes" },
    description: { en: "Games, worship and pizza with the youth group.", es: "Juegos, adoración y pizza con el grupo de jóvenes." },
    category: { en: "Youth", es: "Jóvenes" },
    eventDate: "2026-10-17",
    color: "#382858",
  },
  {
    file: "moment-4",
    album: "fellowship",
    title: { en: "Community Potluck", es: "Comida comunitaria" },
    description: { en: "Neighbours and members shared a meal after service.", es: "Vecinos y miembros compartieron una comida después del culto." },
    category: { en: "Fellowship", es: "Compañerismo" },
    eventDate: "2026-10-04",
    color: "#584018",
  },
  {
    file: "moment-5",
    album: "fellowship",
    title: { en: "Fish Fry Fundraiser", es: "Pescado frito para recaudar fondos" },
    description: { en: "Our yearly fish fry raised funds for missions.", es: "Nuestro pescado frito anual recaudó fondos para las misiones." },
    category: { en: "Fundraiser", es: "Recaudación" },
    eventDate: "2026-09-19",
    color: "#282818",
  },
  {
    file: "moment-6",
    album: "fellowship",
    title: { en: "Pumpkin Patch", es: "Huerto de calabazas" },
    description: { en: "Families picked pumpkins on the church lawn.", es: "Las familias recogieron calabazas en el jardín de la iglesia." },
    category: { en: "Family", es: "Familia" },
    eventDate: "2026-10-31",
    color: "#784018",
  },
  {
    file: "moment-7",
    album: "youth-and-music",
    title: { en: "Choir Rehearsal", es: "Ensayo del coro" },
    description: { en: "The choir preparing for the Christmas concert.", es: "El coro se prepara para el concierto de Navidad." },
    category: { en: "Music", es: "Música" },
    eventDate: "2026-11-11",
    color: "#183828",
  },
  {
    file: "moment-8",
    album: "worship",
    title: { en: "Easter Sunrise Service", es: "Culto del amanecer de Pascua" },
    description: { en: "Sunrise worship on Easter morning.", es: "Adoración al amanecer en la mañana de Pascua." },
    category: { en: "Worship", es: "Adoración" },
    eventDate: "2026-04-05",
    color: "#382848",
  },
];

/** Three albums and the eight demo photos; the photo listed first gets the latest created_at. */
export async function seedDemoGallery(tx: Db, now = Date.now()): Promise<void> {
  const albums = await tx
    .insert(galleryAlbums)
    .values(demoAlbums.map((album, i) => ({ ...album, sortOrder: i })))
    .returning({ id: galleryAlbums.id, slug: galleryAlbums.slug });
  const albumIds = new Map(albums.map((a) => [a.slug, a.id]));
  await tx.insert(mediaGallery).values(
    demoPhotos.map((photo, i) => ({
      title: photo.title.en,
      titleEs: photo.title.es,
      description: photo.description.en,
      descriptionEs: photo.description.es,
      category: photo.category.en,
      categoryEs: photo.category.es,
      eventDate: photo.eventDate,
      albumId: albumIds.get(photo.album) ?? null,
      imageUrl: `/demo/gallery/${photo.file}.webp`,
      thumbnailUrl: `/demo/gallery/${photo.file}-400.webp`,
      width: 800,
      height: 600,
      placeholderColor: photo.color,
      mediaType: "image",
      createdAt: new Date(now - i * 60_000),
    })),
  );
}
