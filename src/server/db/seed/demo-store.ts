import sharp from "sharp";
import type { LocalizedText } from "../../../shared/i18n";
import type { Storage } from "../../lib/storage/storage";
import { newStorageKey } from "../../lib/storage/uploads";
import type { Db } from "../client";
import { storeProducts, storeVariants } from "../schema/store";

interface DemoProduct {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  priceCents: number;
  colors: [string, string];
  /** A simple drawing of the product on the artwork (SVG path data in a 600 x 600 box). */
  shape: string;
  variants: Array<{ name: LocalizedText; stock: number; priceCents?: number }>;
}

const ONE_SIZE: LocalizedText = { en: "One size", es: "Talla única" };

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: "water-walkers-t-shirt",
    name: { en: "Water Walkers T-shirt", es: "Camiseta Water Walkers" },
    description: {
      en: "Soft cotton T-shirt with our Water Walkers logo on the front. Wear it to the Saturday outreach.",
      es: "Camiseta de algodón suave con el logo de Water Walkers al frente. Úsala en el alcance del sábado.",
    },
    priceCents: 1800,
    colors: ["#1e3a8a", "#0ea5e9"],
    shape: "M170 150 L250 120 Q300 160 350 120 L430 150 L480 240 L420 270 L420 480 L180 480 L180 270 L120 240 Z",
    variants: [
      { name: { en: "Small", es: "Chica" }, stock: 8 },
      { name: { en: "Medium", es: "Mediana" }, stock: 12 },
      { name: { en: "Large", es: "Grande" }, stock: 10 },
      { name: { en: "XL", es: "XG" }, stock: 2, priceCents: 2000 },
    ],
  },
  {
    slug: "sunday-morning-mug",
    name: { en: "Sunday Morning Mug", es: "Taza de domingo por la mañana" },
    description: {
      en: "A 12 oz ceramic mug for the coffee before the early service. Dishwasher safe.",
      es: "Taza de cerámica de 12 oz para el café antes del primer culto. Apta para lavavajillas.",
    },
    priceCents: 1200,
    colors: ["#7c2d12", "#f59e0b"],
    shape: "M180 180 L400 180 L400 460 Q400 490 370 490 L210 490 Q180 490 180 460 Z M400 240 Q480 240 480 320 Q480 400 400 400 L400 370 Q450 370 450 320 Q450 270 400 270 Z",
    variants: [{ name: ONE_SIZE, stock: 20 }],
  },
  {
    slug: "psalms-devotional-book",
    name: { en: "30 Days in the Psalms (devotional)", es: "30 días en los Salmos (devocional)" },
    description: {
      en: "Our pastors' 30-day devotional through the Psalms, with space to write. English or Spanish edition.",
      es: "El devocional de 30 días de nuestros pastores por los Salmos, con espacio para escribir. Edición en inglés o en español.",
    },
    priceCents: 1500,
    colors: ["#14532d", "#84cc16"],
    shape: "M170 140 L300 170 L430 140 L430 460 L300 490 L170 460 Z M300 170 L300 490",
    variants: [
      { name: { en: "English edition", es: "Edición en inglés" }, stock: 15 },
      { name: { en: "Spanish edition", es: "Edición en español" }, stock: 15 },
    ],
  },
  {
    slug: "church-tote-bag",
    name: { en: "Canvas Tote Bag", es: "Bolsa de lona" },
    description: {
      en: "A sturdy canvas tote for your Bible, your notebook and the potluck dish.",
      es: "Una bolsa de lona resistente para tu Biblia, tu cuaderno y el platillo de la comida compartida.",
    },
    priceCents: 1400,
    colors: ["#581c87", "#ec4899"],
    shape: "M160 240 L440 240 L410 500 L190 500 Z M230 240 Q230 130 300 130 Q370 130 370 240 L345 240 Q345 160 300 160 Q255 160 255 240 Z",
    variants: [{ name: ONE_SIZE, stock: 0 }],
  },
];

/** A square product picture rendered from SVG (a gradient and the product's outline), encoded as WebP. */
async function productArtwork(product: DemoProduct): Promise<Uint8Array> {
  const [from, to] = product.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <path d="${product.shape}" fill="#ffffff" fill-opacity="0.9" stroke="#ffffff" stroke-width="6" fill-rule="evenodd"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
}

/** The store's demo catalogue; pictures only when there is storage to keep them in. */
export async function seedDemoStore(tx: Db, storage?: Storage): Promise<void> {
  for (const [sortOrder, product] of DEMO_PRODUCTS.entries()) {
    const images = [];
    if (storage) {
      const stored = await storage.put(newStorageKey("store/products", "webp"), await productArtwork(product), "image/webp");
      images.push({ key: stored.key, alt: product.name });
    }
    const [row] = await tx
      .insert(storeProducts)
      .values({ slug: product.slug, name: product.name, description: product.description, priceCents: product.priceCents, images, sortOrder })
      .returning({ id: storeProducts.id });
    if (!row) continue;
    await tx.insert(storeVariants).values(
      product.variants.map((variant, i) => ({ productId: row.id, name: variant.name, stock: variant.stock, priceCents: variant.priceCents ?? null, sortOrder: i })),
    );
  }
}
