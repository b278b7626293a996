/**
 * Demo content for the Qahve Evi seed (pure data, no side effects).
 *
 * Brand: "Qahve Evi" (en / ru wordmark), "Qəhvə Evi" in Azerbaijani text.
 * Languages: en, az (default), ru.
 */

export type Tri = { en: string; az: string; ru: string };

export type ImageKind = 'slide' | 'drink' | 'coffee-bean' | 'dessert' | 'food' | 'tea' | 'interior' | 'merch';

/** `seed` is a stable string that makes the picture deterministic and distinct; pictures carry no words. */
export interface ImageSpec {
  kind: ImageKind;
  seed: string;
}

/** `imageAlt`: what the picture shows, for those who cannot see it (the site's alt text); none where left out. */
export interface SeedSlide {
  key: string;
  order: number;
  content: Tri;
  imageAlt?: Tri;
  image: ImageSpec;
}

export interface SeedHomeProduct {
  key: string;
  order: number;
  title: string;
  description: string;
  price: number;
  name: Tri;
  imageAlt?: Tri;
  image: ImageSpec;
}

export interface SeedBranch {
  key: string;
  name: Tri;
  /** The street address, in each language's own wording (the city is the site's, Baku). */
  address: Tri;
  /** Degrees, five decimals (about 1 m): distinct points in central Baku. */
  latitude: number;
  longitude: number;
  images: ImageSpec[];
}

export interface SeedCategory {
  key: string;
  name: Tri;
  parentKey?: string;
}

export interface SeedProduct {
  key: string;
  categoryKey: string;
  name: Tri;
  description: Tri;
  imageAlt?: Tri;
  sizeAndPrice: string;
  order: number;
  isMenuItem: boolean;
  woltLink?: string;
  image: ImageSpec;
  secondaryImage?: ImageSpec;
}

export interface SeedContactSource {
  key: string;
  name: Tri;
}

export interface SeedReview {
  productKey: string;
  name: string;
  surname: string;
  email: string;
  feedback: string;
  status: 'confirmed' | 'pending' | 'rejected';
}

// ---------------------------------------------------------------------------
// Slides
// ---------------------------------------------------------------------------

export const slides: SeedSlide[] = [
  {
    key: 'brand',
    order: 1,
    content: {
      en: 'Qahve Evi — specialty coffee roasted in Baku',
      az: 'Qəhvə Evi — Bakıda qovrulan xüsusi qəhvə',
      ru: 'Qahve Evi — спешелти-кофе, обжаренный в Баку',
    },
    imageAlt: {
      en: 'A steaming cup of milky coffee with latte art on a saucer, coffee beans scattered around it',
      az: 'Nəlbəki üstündə latte-art ilə buğlanan südlü qəhvə fincanı, ətrafına səpələnmiş qəhvə dənləri',
      ru: 'Дымящаяся чашка кофе с молоком и латте-артом на блюдце, вокруг рассыпаны кофейные зёрна',
    },
    image: { kind: 'slide', seed: 'slide-brand' },
  },
  {
    key: 'fresh-roast',
    order: 2,
    content: {
      en: 'Roasted on Tuesday, in your cup by Friday',
      az: 'Çərşənbə axşamı qovrulur, cümə günü artıq fincanınızdadır',
      ru: 'Обжариваем во вторник — в вашей чашке уже в пятницу',
    },
    imageAlt: {
      en: 'A bag of freshly roasted coffee between two piles of dark roasted beans',
      az: 'İki qovrulmuş qəhvə dəni topasının arasında təzə qovrulmuş qəhvə paketi',
      ru: 'Пакет свежеобжаренного кофе между двумя горками тёмных обжаренных зёрен',
    },
    image: { kind: 'slide', seed: 'slide-fresh-roast' },
  },
  {
    key: 'autumn-menu',
    order: 3,
    content: {
      en: 'Autumn menu: quince, pomegranate and cardamom',
      az: 'Payız menyusu: heyva, nar və hil',
      ru: 'Осеннее меню: айва, гранат и кардамон',
    },
    imageAlt: {
      en: 'An iced espresso tonic with a green straw between a pomegranate and a quince',
      az: 'Nar və heyva arasında yaşıl çubuqlu buzlu espresso-tonik',
      ru: 'Эспрессо-тоник со льдом и зелёной трубочкой между гранатом и айвой',
    },
    image: { kind: 'slide', seed: 'slide-autumn-menu' },
  },
  {
    key: 'four-houses',
    order: 4,
    content: {
      en: 'Four coffee houses across Baku — find the one nearest to you',
      az: 'Bakıda dörd qəhvə evi — sizə ən yaxın olanı tapın',
      ru: 'Четыре кофейни в Баку — найдите ближайшую к вам',
    },
    imageAlt: {
      en: 'The Baku skyline with the Flame Towers at dusk, four points on a dotted line marking our coffee houses',
      az: 'Axşam çağı Alov qüllələri ilə Bakı səması, qəhvə evlərimizi göstərən nöqtəli xətt üzərində dörd nişan',
      ru: 'Силуэт Баку с Пламенными башнями в сумерках, четыре точки на пунктире отмечают наши кофейни',
    },
    image: { kind: 'slide', seed: 'slide-four-houses' },
  },
];

// ---------------------------------------------------------------------------
// Home page products (featured)
// ---------------------------------------------------------------------------

export const homeProducts: SeedHomeProduct[] = [
  {
    key: 'home-halva-latte',
    order: 1,
    title: 'Halva Latte',
    description: 'Double espresso, steamed milk and crumbled sesame halva.',
    price: 7,
    name: { en: 'Halva latte', az: 'Halvalı latte', ru: 'Латте с халвой' },
    imageAlt: {
      en: 'A tall glass of latte topped with crumbled sesame halva',
      az: 'Üzərinə ovulmuş küncüt halvası səpilmiş hündür stəkanda latte',
      ru: 'Высокий стакан латте, посыпанный крошкой кунжутной халвы',
    },
    image: { kind: 'drink', seed: 'home-halva-latte' },
  },
  {
    key: 'home-cardamom-raf',
    order: 2,
    title: 'Cardamom Raf',
    description: 'Velvety cream-and-espresso classic with freshly ground cardamom.',
    price: 7.5,
    name: { en: 'Raf with cardamom', az: 'Hilli raf', ru: 'Раф с кардамоном' },
    imageAlt: {
      en: 'A creamy raf in a white cup, dusted with ground cardamom',
      az: 'Üzərinə üyüdülmüş hil səpilmiş ağ fincanda qaymaqlı raf',
      ru: 'Сливочный раф в белой чашке, присыпанный молотым кардамоном',
    },
    image: { kind: 'drink', seed: 'home-cardamom-raf' },
  },
  {
    key: 'home-pomegranate-tonic',
    order: 3,
    title: 'Pomegranate Espresso Tonic',
    description: 'Göychay pomegranate, tonic and a shot of Ethiopian espresso over ice.',
    price: 8,
    name: { en: 'Pomegranate espresso tonic', az: 'Narlı espresso-tonik', ru: 'Эспрессо-тоник с гранатом' },
    imageAlt: {
      en: 'A layered espresso tonic over ice, pomegranate seeds at the bottom of the glass',
      az: 'Buz üzərində qat-qat espresso-tonik, stəkanın dibində nar dənələri',
      ru: 'Слоистый эспрессо-тоник со льдом, на дне стакана зёрна граната',
    },
    image: { kind: 'drink', seed: 'home-pomegranate-iced-tonic' },
  },
  {
    key: 'home-baku-blend',
    order: 4,
    title: 'Baku Blend, 250 g',
    description: 'Our house espresso: cocoa, hazelnut and a hint of dried cherry.',
    price: 18,
    name: { en: 'Baku Blend coffee beans', az: 'Bakı qarışığı dənli qəhvə', ru: 'Кофе в зёрнах «Бленд Баку»' },
    imageAlt: {
      en: 'A 250 g bag of Baku Blend coffee beans beside a handful of roasted beans',
      az: 'Bir ovuc qovrulmuş dənin yanında 250 q-lıq Bakı qarışığı dənli qəhvə paketi',
      ru: 'Пакет кофе в зёрнах «Бленд Баку» 250 г рядом с горстью обжаренных зёрен',
    },
    image: { kind: 'coffee-bean', seed: 'home-baku-blend' },
  },
];

// ---------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------

function interiors(branchKey: string, count: number): ImageSpec[] {
  const out: ImageSpec[] = [];
  for (let i = 1; i <= count; i++) out.push({ kind: 'interior', seed: `branch-${branchKey}-${i}` });
  return out;
}

export const branches: SeedBranch[] = [
  {
    key: 'icherisheher',
    name: { en: 'Old City (Icherisheher)', az: 'İçərişəhər', ru: 'Ичеришехер (Старый город)' },
    address: { en: '8 Gulle Street', az: 'Qüllə küçəsi 8', ru: 'ул. Гюлля, 8' },
    latitude: 40.36627,
    longitude: 49.83698,
    images: interiors('icherisheher', 5),
  },
  {
    key: 'nizami',
    name: { en: 'Nizami Street', az: 'Nizami küçəsi', ru: 'Улица Низами' },
    address: { en: '64 Nizami Street', az: 'Nizami küçəsi 64', ru: 'ул. Низами, 64' },
    latitude: 40.37295,
    longitude: 49.84512,
    images: interiors('nizami', 4),
  },
  {
    key: 'ag-seher',
    name: { en: 'White City', az: 'Ağ Şəhər', ru: 'Белый город' },
    address: { en: '15 Nobel Avenue', az: 'Nobel prospekti 15', ru: 'просп. Нобеля, 15' },
    latitude: 40.37618,
    longitude: 49.87466,
    images: interiors('ag-seher', 4),
  },
  {
    key: 'genclik',
    name: { en: 'Ganjlik', az: 'Gənclik', ru: 'Гянджлик' },
    address: { en: '25 Ataturk Avenue', az: 'Atatürk prospekti 25', ru: 'просп. Ататюрка, 25' },
    latitude: 40.40041,
    longitude: 49.85163,
    images: interiors('genclik', 5),
  },
];

// ---------------------------------------------------------------------------
// Categories (parents first)
// ---------------------------------------------------------------------------

export const categories: SeedCategory[] = [
  // Menu — top level
  { key: 'coffee', name: { en: 'Coffee', az: 'Qəhvə', ru: 'Кофе' } },
  { key: 'tea', name: { en: 'Tea', az: 'Çay', ru: 'Чай' } },
  { key: 'cold-drinks', name: { en: 'Cold drinks', az: 'Soyuq içkilər', ru: 'Холодные напитки' } },
  { key: 'desserts', name: { en: 'Desserts', az: 'Desertlər', ru: 'Десерты' } },
  { key: 'breakfast', name: { en: 'Breakfast', az: 'Səhər yeməyi', ru: 'Завтраки' } },
  // Shop catalogue — top level
  { key: 'products', name: { en: 'Products', az: 'Məhsullar', ru: 'Продукты' } },

  // Coffee
  {
    key: 'espresso-based',
    parentKey: 'coffee',
    name: { en: 'Espresso drinks', az: 'Espresso əsaslı içkilər', ru: 'Напитки на основе эспрессо' },
  },
  { key: 'filter-coffee', parentKey: 'coffee', name: { en: 'Filter coffee', az: 'Filtr qəhvə', ru: 'Фильтр-кофе' } },
  {
    key: 'signature-coffee',
    parentKey: 'coffee',
    name: { en: 'Signature drinks', az: 'Müəllif içkiləri', ru: 'Авторские напитки' },
  },
  // Tea
  { key: 'black-tea', parentKey: 'tea', name: { en: 'Black tea', az: 'Qara çay', ru: 'Чёрный чай' } },
  {
    key: 'herbal-tea',
    parentKey: 'tea',
    name: { en: 'Herbal & fruit tea', az: 'Bitki və meyvə çayları', ru: 'Травяные и фруктовые чаи' },
  },
  {
    key: 'green-tea',
    parentKey: 'tea',
    name: { en: 'Green tea & matcha', az: 'Yaşıl çay və matça', ru: 'Зелёный чай и матча' },
  },
  // Cold drinks
  { key: 'iced-coffee', parentKey: 'cold-drinks', name: { en: 'Iced coffee', az: 'Soyuq qəhvə', ru: 'Холодный кофе' } },
  { key: 'lemonades', parentKey: 'cold-drinks', name: { en: 'Lemonades', az: 'Limonadlar', ru: 'Лимонады' } },
  // Desserts
  { key: 'cakes', parentKey: 'desserts', name: { en: 'Cakes', az: 'Tortlar', ru: 'Торты' } },
  { key: 'pastries', parentKey: 'desserts', name: { en: 'Pastries', az: 'Kruassan və bulkalar', ru: 'Выпечка' } },
  {
    key: 'national-sweets',
    parentKey: 'desserts',
    name: { en: 'Azerbaijani sweets', az: 'Milli şirniyyatlar', ru: 'Национальные сладости' },
  },
  // Breakfast
  {
    key: 'hot-breakfast',
    parentKey: 'breakfast',
    name: { en: 'Hot breakfast', az: 'İsti səhər yeməkləri', ru: 'Горячие завтраки' },
  },
  {
    key: 'sandwiches',
    parentKey: 'breakfast',
    name: { en: 'Sandwiches & toasts', az: 'Sendviçlər və tostlar', ru: 'Сэндвичи и тосты' },
  },
  // Products (shop catalogue)
  { key: 'coffee-beans', parentKey: 'products', name: { en: 'Coffee beans', az: 'Dənli qəhvə', ru: 'Кофе в зёрнах' } },
  { key: 'drip-bags', parentKey: 'products', name: { en: 'Drip bags', az: 'Drip-paketlər', ru: 'Дрип-пакеты' } },
  {
    key: 'brewing-gear',
    parentKey: 'products',
    name: { en: 'Brewing gear', az: 'Dəmləmə ləvazimatları', ru: 'Аксессуары для заваривания' },
  },
  { key: 'merch', parentKey: 'products', name: { en: 'Merch', az: 'Brend məhsulları', ru: 'Мерч' } },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

const WOLT_BASE = 'https://wolt.com/az/aze/baku/restaurant/qahve-evi?product=';

type ProductInput = Omit<SeedProduct, 'woltLink' | 'image' | 'secondaryImage' | 'isMenuItem' | 'order'> & {
  wolt?: boolean;
  kind: ImageKind;
  /** extra words mixed into the image seed (they steer the picture, e.g. "iced", "croissant") */
  look?: string;
};

function menu(categoryKey: string, items: Omit<ProductInput, 'categoryKey'>[]): SeedProduct[] {
  return items.map((p, i) => {
    const look = p.look ? `${p.look}-` : '';
    const out: SeedProduct = {
      key: p.key,
      categoryKey,
      name: p.name,
      description: p.description,
      imageAlt: p.imageAlt,
      sizeAndPrice: p.sizeAndPrice,
      order: i + 1,
      isMenuItem: true,
      image: { kind: p.kind, seed: `menu-${look}${p.key}` },
      secondaryImage: { kind: p.kind, seed: `menu-${look}${p.key}-alt` },
    };
    if (p.wolt) out.woltLink = WOLT_BASE + p.key;
    return out;
  });
}

function shop(categoryKey: string, items: Omit<ProductInput, 'categoryKey'>[]): SeedProduct[] {
  return items.map((p, i) => {
    const look = p.look ? `${p.look}-` : '';
    const out: SeedProduct = {
      key: p.key,
      categoryKey,
      name: p.name,
      description: p.description,
      imageAlt: p.imageAlt,
      sizeAndPrice: p.sizeAndPrice,
      order: i + 1,
      isMenuItem: false,
      image: { kind: p.kind, seed: `shop-${look}${p.key}` },
    };
    if (p.wolt) out.woltLink = WOLT_BASE + p.key;
    return out;
  });
}

export const products: SeedProduct[] = [
  // ----- Coffee / Espresso drinks -----
  ...menu('espresso-based', [
    {
      key: 'espresso',
      kind: 'drink',
      look: 'espresso',
      name: { en: 'Espresso', az: 'Espresso', ru: 'Эспрессо' },
      description: {
        en: 'Our Baku Blend pulled short and syrupy: cocoa, hazelnut and a long, sweet finish.',
        az: 'Bakı qarışığımızdan qısa və qatı çəkilmiş espresso: kakao, fındıq və uzun, şirin son dad.',
        ru: 'Короткий и плотный эспрессо на нашем бленде «Баку»: какао, фундук и долгое сладкое послевкусие.',
      },
      imageAlt: {
        en: 'A double espresso with thick golden crema in a small white cup on a saucer',
        az: 'Nəlbəki üstündə kiçik ağ fincanda qalın qızılı köpüklü ikiqat espresso',
        ru: 'Двойной эспрессо с густой золотистой пенкой в маленькой белой чашке на блюдце',
      },
      sizeAndPrice: 'Single / 3.5, Double / 4.5',
      wolt: true,
    },
    {
      key: 'americano',
      kind: 'drink',
      look: 'black',
      name: { en: 'Americano', az: 'Amerikano', ru: 'Американо' },
      description: {
        en: 'A double espresso topped up with hot water — clean and easy-drinking.',
        az: 'İsti su ilə uzadılmış ikiqat espresso — yüngül və təmiz dad.',
        ru: 'Двойной эспрессо, разбавленный горячей водой, — чистый и лёгкий вкус.',
      },
      sizeAndPrice: 'S / 4, M / 4.5, L / 5.5',
    },
    {
      key: 'cappuccino',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Cappuccino', az: 'Kapuçino', ru: 'Капучино' },
      description: {
        en: 'Espresso with silky milk foam, finished with latte art.',
        az: 'İpək kimi süd köpüyü ilə espresso, üzərində latte-art.',
        ru: 'Эспрессо с шелковистой молочной пеной и латте-артом.',
      },
      imageAlt: {
        en: 'A cappuccino with a rosetta of latte art, seen from above',
        az: 'Yuxarıdan görünən, üzərində gül naxışlı latte-art olan kapuçino',
        ru: 'Капучино с латте-артом в виде розетты, вид сверху',
      },
      sizeAndPrice: 'S / 5, M / 5.5, L / 6.5',
      wolt: true,
    },
    {
      key: 'flat-white',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Flat white', az: 'Flet uayt', ru: 'Флэт уайт' },
      description: {
        en: 'A double ristretto with a thin layer of velvety milk — stronger than a latte.',
        az: 'Nazik məxməri süd qatı ilə ikiqat ristretto — lattedən daha güclü.',
        ru: 'Двойной ристретто с тонким слоем бархатистого молока — крепче, чем латте.',
      },
      sizeAndPrice: 'M / 6',
    },
    {
      key: 'latte',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Latte', az: 'Latte', ru: 'Латте' },
      description: {
        en: 'Mild and milky, with one or two shots of espresso — your call.',
        az: 'Yumşaq və südlü; bir və ya iki şot espresso — seçim sizindir.',
        ru: 'Мягкий молочный кофе с одним или двумя шотами эспрессо — на ваш выбор.',
      },
      imageAlt: {
        en: 'A latte in a tall glass, the espresso layered over steamed milk',
        az: 'Hündür stəkanda latte: espresso buğlanmış südün üzərində qat təşkil edir',
        ru: 'Латте в высоком стакане: эспрессо слоем над вспененным молоком',
      },
      sizeAndPrice: 'S / 5.5, M / 6.5, L / 7',
      wolt: true,
    },
    {
      key: 'cortado',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Cortado', az: 'Kortado', ru: 'Кортадо' },
      description: {
        en: 'Equal parts espresso and warm milk, served in a small glass.',
        az: 'Bərabər miqdarda espresso və isti süd, kiçik stəkanda verilir.',
        ru: 'Эспрессо и тёплое молоко в равных долях, подаётся в маленьком стакане.',
      },
      imageAlt: {
        en: 'A cortado in a small glass on a marble counter',
        az: 'Mərmər piştaxta üzərində kiçik stəkanda kortado',
        ru: 'Кортадо в маленьком стакане на мраморной стойке',
      },
      sizeAndPrice: '150 ml / 5',
    },
  ]),

  // ----- Coffee / Filter coffee -----
  ...menu('filter-coffee', [
    {
      key: 'v60-pour-over',
      kind: 'drink',
      look: 'black',
      name: { en: 'V60 pour-over', az: 'V60 dəmləmə', ru: 'Пуровер V60' },
      description: {
        en: "Hand-brewed single origin of the week — ask the barista what's on the shelf today.",
        az: 'Həftənin tək mənşəli qəhvəsi əl ilə dəmlənir — bu gün rəfdə nə olduğunu baristadan soruşun.',
        ru: 'Моносорт недели, заваренный вручную, — спросите бариста, что сегодня на полке.',
      },
      sizeAndPrice: '300 ml / 7',
    },
    {
      key: 'aeropress',
      kind: 'drink',
      look: 'black',
      name: { en: 'AeroPress', az: 'AeroPress', ru: 'Аэропресс' },
      description: {
        en: 'Full-bodied yet clean, brewed to order in two minutes.',
        az: 'Sifarişlə iki dəqiqəyə dəmlənən dolğun, eyni zamanda təmiz dadlı qəhvə.',
        ru: 'Плотный и при этом чистый кофе, завариваем под заказ за две минуты.',
      },
      sizeAndPrice: '250 ml / 6.5',
    },
    {
      key: 'batch-brew',
      kind: 'drink',
      look: 'black',
      name: { en: 'Filter coffee of the day', az: 'Günün filtr qəhvəsi', ru: 'Фильтр-кофе дня' },
      description: {
        en: 'Freshly brewed batch filter, refreshed every hour.',
        az: 'Hər saat yenidən dəmlənən təzə filtr qəhvə.',
        ru: 'Свежий фильтр-кофе, завариваем новую порцию каждый час.',
      },
      sizeAndPrice: 'M / 4.5, L / 5.5',
      wolt: true,
    },
    {
      key: 'sand-coffee',
      kind: 'drink',
      look: 'espresso',
      name: { en: 'Coffee on hot sand', az: 'Qum üstündə qəhvə', ru: 'Кофе на песке' },
      description: {
        en: 'Finely ground coffee slowly brewed in a copper cezve on hot sand, with cardamom on request.',
        az: 'Xırda üyüdülmüş qəhvə mis cezvədə isti qum üstündə yavaş-yavaş bişirilir; istəyə görə hil əlavə olunur.',
        ru: 'Кофе тонкого помола медленно варится в медной джезве на горячем песке; по желанию — с кардамоном.',
      },
      sizeAndPrice: '1 cezve / 6',
    },
  ]),

  // ----- Coffee / Signature drinks -----
  ...menu('signature-coffee', [
    {
      key: 'halva-latte',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Halva latte', az: 'Halvalı latte', ru: 'Латте с халвой' },
      description: {
        en: 'Espresso, steamed milk and crumbled sesame halva on top.',
        az: 'Espresso, buxarda qızdırılmış süd və üstündə xırdalanmış küncüt halvası.',
        ru: 'Эспрессо, взбитое молоко и раскрошенная кунжутная халва сверху.',
      },
      sizeAndPrice: 'M / 7, L / 8',
      wolt: true,
    },
    {
      key: 'cardamom-raf',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Raf with cardamom', az: 'Hilli raf', ru: 'Раф с кардамоном' },
      description: {
        en: 'Espresso whipped with cream, vanilla sugar and freshly ground cardamom.',
        az: 'Qaymaq, vanil şəkəri və təzə üyüdülmüş hil ilə çalınmış espresso.',
        ru: 'Эспрессо, взбитый со сливками, ванильным сахаром и свежемолотым кардамоном.',
      },
      sizeAndPrice: 'M / 7.5, L / 8.5',
    },
    {
      key: 'saffron-honey-latte',
      kind: 'drink',
      look: 'milk',
      name: { en: 'Saffron & honey latte', az: 'Zəfəranlı və ballı latte', ru: 'Латте с шафраном и мёдом' },
      description: {
        en: 'Absheron saffron and mountain honey gently infused in milk, topped with espresso.',
        az: 'Abşeron zəfəranı və dağ balı südə yavaş-yavaş hopdurulur, üstünə espresso əlavə edilir.',
        ru: 'Апшеронский шафран и горный мёд, мягко настоянные в молоке, с эспрессо сверху.',
      },
      sizeAndPrice: 'M / 8',
    },
  ]),

  // ----- Tea / Black tea -----
  ...menu('black-tea', [
    {
      key: 'thyme-black-tea',
      kind: 'tea',
      look: 'black',
      name: { en: 'Black tea with thyme', az: 'Kəklikotulu qara çay', ru: 'Чёрный чай с чабрецом' },
      description: {
        en: 'Lankaran black tea with wild mountain thyme, served in armudu glasses with lemon and sugar cubes.',
        az: 'Dağ kəklikotu ilə Lənkəran qara çayı; armudu stəkanlarda limon və qənd ilə verilir.',
        ru: 'Ленкоранский чёрный чай с горным чабрецом; подаётся в стаканах-армуду с лимоном и кусковым сахаром.',
      },
      sizeAndPrice: '1 glass / 3, Teapot / 9',
      wolt: true,
    },
    {
      key: 'tea-set-jam',
      kind: 'tea',
      look: 'black',
      name: { en: 'Tea set with jams', az: 'Mürəbbəli çay dəsti', ru: 'Чайный сет с вареньем' },
      description: {
        en: 'A pot of black tea with three homemade jams: white cherry, fig and green walnut.',
        az: 'Bir dəmlik qara çay və üç növ ev mürəbbəsi: ağ gilas, əncir və qoz.',
        ru: 'Чайник чёрного чая и три вида домашнего варенья: белая черешня, инжир и зелёный грецкий орех.',
      },
      sizeAndPrice: 'For 2 / 16, For 4 / 28',
    },
  ]),

  // ----- Tea / Herbal & fruit -----
  ...menu('herbal-tea', [
    {
      key: 'rosehip-quince-tea',
      kind: 'tea',
      look: 'rosehip',
      name: { en: 'Rosehip & quince', az: 'İtburnu və heyva', ru: 'Шиповник и айва' },
      description: {
        en: 'A warming infusion of rosehip, dried quince and a cinnamon stick.',
        az: 'İtburnu, qurudulmuş heyva və darçın çubuğu ilə isidici dəmləmə.',
        ru: 'Согревающий настой шиповника, сушёной айвы и палочки корицы.',
      },
      sizeAndPrice: 'Teapot / 9',
    },
    {
      key: 'mint-melissa-tea',
      kind: 'tea',
      look: 'herbal',
      name: { en: 'Mint & lemon balm', az: 'Nanə və melissa', ru: 'Мята и мелисса' },
      description: {
        en: 'Fresh mint and lemon balm from Guba — calming and caffeine-free.',
        az: 'Qubadan təzə nanə və melissa — sakitləşdirici və kofeinsiz.',
        ru: 'Свежая мята и мелисса из Губы — успокаивает, без кофеина.',
      },
      sizeAndPrice: 'Teapot / 8',
    },
  ]),

  // ----- Tea / Green & matcha -----
  ...menu('green-tea', [
    {
      key: 'matcha-latte',
      kind: 'tea',
      look: 'matcha',
      name: { en: 'Matcha latte', az: 'Matça latte', ru: 'Матча латте' },
      description: {
        en: "Ceremonial-grade matcha whisked by hand, with oat or cow's milk.",
        az: 'Əl ilə çalınmış mərasim növü matça, yulaf və ya inək südü ilə.',
        ru: 'Церемониальная матча, взбитая вручную, на овсяном или коровьем молоке.',
      },
      sizeAndPrice: 'M / 7.5, L / 8.5',
      wolt: true,
    },
    {
      key: 'sencha',
      kind: 'tea',
      look: 'green',
      name: { en: 'Sencha', az: 'Sença', ru: 'Сенча' },
      description: {
        en: 'Grassy Japanese green tea, brewed at 75 °C.',
        az: '75 °C-də dəmlənən, təzə ot ətirli Yapon yaşıl çayı.',
        ru: 'Японский зелёный чай с травянистыми нотами, завариваем при 75 °C.',
      },
      sizeAndPrice: 'Teapot / 10',
    },
  ]),

  // ----- Cold drinks / Iced coffee -----
  ...menu('iced-coffee', [
    {
      key: 'iced-latte',
      kind: 'drink',
      look: 'iced-milk',
      name: { en: 'Iced latte', az: 'Buzlu latte', ru: 'Айс латте' },
      description: {
        en: 'Double espresso over ice and cold milk; add vanilla or caramel if you like.',
        az: 'Buz və soyuq süd üzərinə ikiqat espresso; istəsəniz, vanil və ya karamel əlavə edin.',
        ru: 'Двойной эспрессо со льдом и холодным молоком; по желанию — ваниль или карамель.',
      },
      sizeAndPrice: 'M / 6.5, L / 7.5',
      wolt: true,
    },
    {
      key: 'pomegranate-espresso-tonic',
      kind: 'drink',
      look: 'iced-tonic',
      name: { en: 'Pomegranate espresso tonic', az: 'Narlı espresso-tonik', ru: 'Эспрессо-тоник с гранатом' },
      description: {
        en: 'Tonic, Göychay pomegranate juice and a shot of Ethiopian espresso over ice.',
        az: 'Tonik, Göyçay nar şirəsi və buz üzərinə Efiopiya espressosu.',
        ru: 'Тоник, гранатовый сок из Гёйчая и шот эфиопского эспрессо со льдом.',
      },
      sizeAndPrice: '400 ml / 8',
      wolt: true,
    },
    {
      key: 'cold-brew',
      kind: 'drink',
      look: 'iced-black',
      name: { en: 'Cold brew', az: 'Soyuq dəmləmə', ru: 'Колд брю' },
      description: {
        en: 'Steeped for 18 hours — smooth and chocolatey, served over one big ice cube.',
        az: '18 saat dəmlənir — yumşaq, şokolad çalarlı, iri buz kubu ilə verilir.',
        ru: 'Настаивается 18 часов: мягкий, шоколадный, подаётся с одним большим кубиком льда.',
      },
      sizeAndPrice: '300 ml / 6.5',
    },
  ]),

  // ----- Cold drinks / Lemonades -----
  ...menu('lemonades', [
    {
      key: 'tarragon-lemonade',
      kind: 'drink',
      look: 'iced-lemonade-tarragon',
      name: { en: 'Tarragon lemonade', az: 'Tərxun limonadı', ru: 'Лимонад с тархуном' },
      description: {
        en: 'Fresh tarragon, lime and a little sugar, topped with sparkling water.',
        az: 'Təzə tərxun, laym və bir az şəkər, üstündən qazlı su.',
        ru: 'Свежий тархун, лайм и немного сахара, долитые газированной водой.',
      },
      sizeAndPrice: '400 ml / 6, 1 l / 13',
      wolt: true,
    },
    {
      key: 'feijoa-mint-lemonade',
      kind: 'drink',
      look: 'iced-lemonade-feijoa',
      name: { en: 'Feijoa & mint lemonade', az: 'Feyxoa və nanəli limonad', ru: 'Лимонад с фейхоа и мятой' },
      description: {
        en: 'Lankaran feijoa blended with mint and lemon.',
        az: 'Lənkəran feyxoası, nanə və limonla.',
        ru: 'Ленкоранская фейхоа, мята и лимон.',
      },
      sizeAndPrice: '400 ml / 6.5, 1 l / 14',
    },
    {
      key: 'cherry-basil-lemonade',
      kind: 'drink',
      look: 'iced-lemonade-cherry',
      name: { en: 'Sour cherry & basil lemonade', az: 'Albalı və reyhanlı limonad', ru: 'Лимонад с вишней и базиликом' },
      description: {
        en: 'Sour cherry syrup, purple basil and soda.',
        az: 'Albalı şərbəti, bənövşəyi reyhan və qazlı su.',
        ru: 'Вишнёвый сироп, фиолетовый базилик и содовая.',
      },
      sizeAndPrice: '400 ml / 6.5, 1 l / 14',
    },
  ]),

  // ----- Desserts / Cakes -----
  ...menu('cakes', [
    {
      key: 'basque-cheesecake',
      kind: 'dessert',
      look: 'cheesecake',
      name: { en: 'San Sebastián cheesecake', az: 'San-Sebastyan çizkeyki', ru: 'Чизкейк Сан-Себастьян' },
      description: {
        en: 'Burnt-top Basque cheesecake, creamy in the middle.',
        az: 'Üstü karamelləşmiş, ortası kremli bask çizkeyki.',
        ru: 'Баскский чизкейк с карамелизированной корочкой и кремовой серединой.',
      },
      sizeAndPrice: '1 slice / 8.5',
      wolt: true,
    },
    {
      key: 'napoleon-cake',
      kind: 'dessert',
      look: 'layer-cake',
      name: { en: 'Napoleon cake', az: 'Napoleon tortu', ru: 'Наполеон' },
      description: {
        en: 'Thin, crisp puff pastry layers with vanilla custard — just like grandma made it.',
        az: 'Nazik, xırtıldayan lay xəmiri və vanilli krem — nənələrimizin reseptilə.',
        ru: 'Тонкие хрустящие коржи из слоёного теста с ванильным заварным кремом — как у бабушки.',
      },
      sizeAndPrice: '1 slice / 7',
    },
    {
      key: 'honey-cake',
      kind: 'dessert',
      look: 'layer-cake',
      name: { en: 'Honey cake', az: 'Bal tortu', ru: 'Медовик' },
      description: {
        en: 'Eight honey sponge layers with a sour cream frosting.',
        az: 'Xama kremi ilə səkkiz qat ballı biskvit.',
        ru: 'Восемь медовых коржей со сметанным кремом.',
      },
      sizeAndPrice: '1 slice / 7',
    },
    {
      key: 'carrot-walnut-cake',
      kind: 'dessert',
      look: 'layer-cake',
      name: { en: 'Carrot & walnut cake', az: 'Yerkökü və qozlu tort', ru: 'Морковный торт с грецким орехом' },
      description: {
        en: 'Spiced carrot sponge, Gabala walnuts and a cream cheese frosting.',
        az: 'Ədviyyatlı yerkökü biskviti, Qəbələ qozu və krem-pendir.',
        ru: 'Пряный морковный бисквит, габалинские грецкие орехи и крем-чиз.',
      },
      sizeAndPrice: '1 slice / 7.5',
    },
  ]),

  // ----- Desserts / Pastries -----
  ...menu('pastries', [
    {
      key: 'butter-croissant',
      kind: 'dessert',
      look: 'croissant',
      name: { en: 'Butter croissant', az: 'Kərə yağlı kruassan', ru: 'Сливочный круассан' },
      description: {
        en: 'Baked every morning in our bakery on Nizami Street.',
        az: 'Hər səhər Nizami küçəsindəki çörəkxanamızda bişirilir.',
        ru: 'Печём каждое утро в нашей пекарне на улице Низами.',
      },
      sizeAndPrice: '1 pc / 4',
      wolt: true,
    },
    {
      key: 'pistachio-croissant',
      kind: 'dessert',
      look: 'croissant',
      name: { en: 'Pistachio croissant', az: 'Püstəli kruassan', ru: 'Круассан с фисташкой' },
      description: {
        en: 'Filled with pistachio cream and topped with crushed pistachios.',
        az: 'İçi püstə kremi, üstü xırdalanmış püstə.',
        ru: 'С фисташковым кремом внутри и дроблёной фисташкой сверху.',
      },
      sizeAndPrice: '1 pc / 6.5',
    },
    {
      key: 'cardamom-bun',
      kind: 'dessert',
      look: 'bun',
      name: { en: 'Cardamom bun', az: 'Hilli bulka', ru: 'Булочка с кардамоном' },
      description: {
        en: 'A Scandinavian-style knotted bun rolled in cardamom sugar.',
        az: 'Hilli şəkərə bulanmış, Skandinaviya üsulu ilə düyünlənmiş bulka.',
        ru: 'Скандинавская булочка-узелок в кардамоновом сахаре.',
      },
      sizeAndPrice: '1 pc / 4.5',
    },
  ]),

  // ----- Desserts / Azerbaijani sweets -----
  ...menu('national-sweets', [
    {
      key: 'baku-pakhlava',
      kind: 'dessert',
      look: 'pakhlava',
      name: { en: 'Baku pakhlava', az: 'Bakı paxlavası', ru: 'Бакинская пахлава' },
      description: {
        en: 'Twelve thin layers with walnuts, cardamom and saffron, soaked in honey syrup.',
        az: 'Qoz, hil və zəfəranla on iki nazik qat, üstündən bal şərbəti.',
        ru: 'Двенадцать тонких слоёв с грецким орехом, кардамоном и шафраном, пропитанные медовым сиропом.',
      },
      sizeAndPrice: '2 pcs / 5',
      wolt: true,
    },
    {
      key: 'shakarbura',
      kind: 'dessert',
      look: 'shakarbura',
      name: { en: 'Shakarbura', az: 'Şəkərbura', ru: 'Шекербура' },
      description: {
        en: 'Crescent pastry with ground almonds and a hand-pinched pattern — a Novruz classic.',
        az: 'Döyülmüş badamla hazırlanan, əl ilə naxışlanmış yarımay şirniyyat — Novruzun klassikası.',
        ru: 'Полумесяц из теста с молотым миндалём и узором, защипанным вручную, — классика Новруза.',
      },
      sizeAndPrice: '2 pcs / 4.5',
    },
    {
      key: 'shaki-halva',
      kind: 'dessert',
      look: 'pakhlava',
      name: { en: 'Shaki halva', az: 'Şəki halvası', ru: 'Шекинская халва' },
      description: {
        en: 'Rice-flour lace filled with hazelnuts and saffron syrup, brought in from Shaki.',
        az: 'Düyü unundan tor, fındıq və zəfəranlı şərbət — birbaşa Şəkidən.',
        ru: 'Кружево из рисовой муки с фундуком и шафрановым сиропом — прямо из Шеки.',
      },
      sizeAndPrice: '1 pc / 5',
    },
  ]),

  // ----- Breakfast / Hot -----
  ...menu('hot-breakfast', [
    {
      key: 'herb-kuku',
      kind: 'food',
      look: 'kuku',
      name: { en: 'Herb kuku', az: 'Göyərti kükü', ru: 'Кюкю с зеленью' },
      description: {
        en: 'A baked omelette packed with dill, coriander and spring onion, with yoghurt and bread.',
        az: 'Şüyüd, keşniş və yaşıl soğanla bişirilmiş kükü, qatıq və çörəklə.',
        ru: 'Запечённый омлет с укропом, кинзой и зелёным луком, с йогуртом и хлебом.',
      },
      sizeAndPrice: '1 portion / 9',
    },
    {
      key: 'tomato-eggs',
      kind: 'food',
      look: 'eggs',
      name: { en: 'Tomato & eggs (pomidor-yumurta)', az: 'Pomidor-yumurta', ru: 'Помидор-юмурта' },
      description: {
        en: 'Eggs softly cooked into sweet tomatoes, served with tandir bread.',
        az: 'Şirin pomidorla yumşaq bişirilmiş yumurta, təndir çörəyi ilə.',
        ru: 'Яйца, мягко приготовленные со сладкими помидорами, с хлебом из тандыра.',
      },
      sizeAndPrice: '1 portion / 8.5',
      wolt: true,
    },
    {
      key: 'syrniki',
      kind: 'food',
      look: 'syrniki',
      name: { en: 'Syrniki', az: 'Sırniki', ru: 'Сырники' },
      description: {
        en: 'Golden cottage cheese pancakes with sour cream and sour cherry jam.',
        az: 'Xama və albalı mürəbbəsi ilə qızardılmış kəsmik sırnikiləri.',
        ru: 'Золотистые сырники со сметаной и вишнёвым вареньем.',
      },
      sizeAndPrice: '3 pcs / 9',
    },
  ]),

  // ----- Breakfast / Sandwiches & toasts -----
  ...menu('sandwiches', [
    {
      key: 'turkey-croissant',
      kind: 'food',
      look: 'sandwich',
      name: { en: 'Croissant with turkey & cheese', az: 'Hinduşka və pendirli kruassan', ru: 'Круассан с индейкой и сыром' },
      description: {
        en: 'Smoked turkey, Gouda, tomato and herb mayonnaise.',
        az: 'Hisə verilmiş hinduşka, qauda pendiri, pomidor və göyərtili mayonez.',
        ru: 'Копчёная индейка, гауда, томат и майонез с зеленью.',
      },
      sizeAndPrice: '1 pc / 9.5',
      wolt: true,
    },
    {
      key: 'avocado-toast',
      kind: 'food',
      look: 'toast',
      name: { en: 'Avocado toast', az: 'Avokado tostu', ru: 'Тост с авокадо' },
      description: {
        en: 'Sourdough, smashed avocado, a poached egg and a pinch of sumac.',
        az: 'Turş xəmirli çörək, əzilmiş avokado, yumurta-paşot və bir çimdik sumaq.',
        ru: 'Хлеб на закваске, авокадо, яйцо пашот и щепотка сумаха.',
      },
      sizeAndPrice: '1 pc / 11',
    },
    {
      key: 'motal-sandwich',
      kind: 'food',
      look: 'sandwich',
      name: { en: 'Motal cheese & herb sandwich', az: 'Motal pendiri və göyərtili sendviç', ru: 'Сэндвич с сыром мотал и зеленью' },
      description: {
        en: 'Sharp motal cheese, fresh herbs and cucumber in tandir bread.',
        az: 'Kəskin dadlı motal pendiri, təzə göyərti və xiyar təndir çörəyində.',
        ru: 'Острый сыр мотал, свежая зелень и огурец в хлебе из тандыра.',
      },
      sizeAndPrice: '1 pc / 8',
    },
  ]),

  // ===== Shop catalogue =====
  ...shop('coffee-beans', [
    {
      key: 'beans-ethiopia-yirgacheffe',
      kind: 'coffee-bean',
      name: { en: 'Ethiopia Yirgacheffe', az: 'Efiopiya Yirqaçefe', ru: 'Эфиопия Иргачеффе' },
      description: {
        en: 'Washed heirloom varieties: jasmine, bergamot and apricot. Light roast for filter.',
        az: 'Yuyulmuş emal, yerli sortlar: jasmin, berqamot və ərik. Filtr üçün açıq qovurma.',
        ru: 'Мытая обработка, местные разновидности: жасмин, бергамот и абрикос. Светлая обжарка под фильтр.',
      },
      sizeAndPrice: '250 g / 28, 1 kg / 95',
    },
    {
      key: 'beans-colombia-huila',
      kind: 'coffee-bean',
      name: { en: 'Colombia Huila', az: 'Kolumbiya Uila', ru: 'Колумбия Уила' },
      description: {
        en: 'Red apple, panela and milk chocolate. An omni roast for espresso and filter.',
        az: 'Qırmızı alma, panela və südlü şokolad. Espresso və filtr üçün universal qovurma.',
        ru: 'Красное яблоко, панела и молочный шоколад. Универсальная обжарка для эспрессо и фильтра.',
      },
      sizeAndPrice: '250 g / 24, 1 kg / 82',
    },
    {
      key: 'beans-brazil-cerrado',
      kind: 'coffee-bean',
      name: { en: 'Brazil Cerrado', az: 'Braziliya Serrado', ru: 'Бразилия Серрадо' },
      description: {
        en: 'Natural process: peanut, cocoa and caramel. Great with milk.',
        az: 'Təbii emal: yerfındığı, kakao və karamel. Südlə əla uyğunlaşır.',
        ru: 'Натуральная обработка: арахис, какао и карамель. Отлично сочетается с молоком.',
      },
      sizeAndPrice: '250 g / 19, 1 kg / 64',
    },
    {
      key: 'beans-baku-blend',
      kind: 'coffee-bean',
      name: { en: 'Baku Blend', az: 'Bakı qarışığı', ru: 'Бленд «Баку»' },
      description: {
        en: 'Our house espresso — Brazil and Colombia: cocoa, hazelnut and dried cherry.',
        az: 'Ev espressomuz — Braziliya və Kolumbiya: kakao, fındıq və qurudulmuş albalı.',
        ru: 'Наш домашний эспрессо — Бразилия и Колумбия: какао, фундук и вяленая вишня.',
      },
      sizeAndPrice: '250 g / 18, 1 kg / 60',
      wolt: true,
    },
    {
      key: 'beans-kenya-nyeri',
      kind: 'coffee-bean',
      name: { en: 'Kenya Nyeri AA', az: 'Keniya Nyeri AA', ru: 'Кения Ньери AA' },
      description: {
        en: 'Juicy blackcurrant and grapefruit with a syrupy body.',
        az: 'Şirəli qara qarağat və qreypfrut, şərbət kimi qatı gövdə.',
        ru: 'Сочная чёрная смородина и грейпфрут, сиропное тело.',
      },
      sizeAndPrice: '250 g / 30',
    },
  ]),
  ...shop('drip-bags', [
    {
      key: 'drip-ethiopia',
      kind: 'merch',
      look: 'drip',
      name: { en: 'Drip bags · Ethiopia', az: 'Drip-paketlər · Efiopiya', ru: 'Дрип-пакеты · Эфиопия' },
      description: {
        en: 'Ten single-serve drip bags — just add 180 ml of hot water.',
        az: 'On ədəd birdəfəlik drip-paket — sadəcə 180 ml isti su əlavə edin.',
        ru: 'Десять дрип-пакетов на одну чашку — просто залейте 180 мл горячей воды.',
      },
      sizeAndPrice: '10 pcs / 22',
    },
    {
      key: 'drip-sampler',
      kind: 'merch',
      look: 'drip',
      name: { en: 'Drip bag sampler', az: 'Drip-paket dəsti', ru: 'Дрип-пакеты ассорти' },
      description: {
        en: 'Two bags each of five coffees from our current shelf — a tasting flight at home.',
        az: 'Hazırkı rəfimizdəki beş qəhvənin hər birindən iki paket — evdə dequstasiya.',
        ru: 'По два пакета пяти сортов с нашей текущей полки — дегустация дома.',
      },
      sizeAndPrice: '10 pcs / 24',
      wolt: true,
    },
    {
      key: 'drip-baku-blend',
      kind: 'merch',
      look: 'drip',
      name: { en: 'Drip bags · Baku Blend', az: 'Drip-paketlər · Bakı qarışığı', ru: 'Дрип-пакеты · Бленд «Баку»' },
      description: {
        en: 'Our house blend in drip bags, for the office or the road.',
        az: 'Ev qarışığımız drip-paketlərdə — ofis və yol üçün.',
        ru: 'Наш домашний бленд в дрип-пакетах — для офиса и в дорогу.',
      },
      sizeAndPrice: '10 pcs / 19',
    },
  ]),
  ...shop('brewing-gear', [
    {
      key: 'v60-dripper',
      kind: 'merch',
      look: 'dripper',
      name: { en: 'Hario V60 ceramic dripper', az: 'Hario V60 keramik dripper', ru: 'Керамическая воронка Hario V60' },
      description: {
        en: 'The classic size 02 cone dripper in white ceramic.',
        az: 'Klassik 02 ölçülü konusvari dripper, ağ keramika.',
        ru: 'Классическая воронка размера 02 из белой керамики.',
      },
      sizeAndPrice: '1 pc / 38',
    },
    {
      key: 'v60-paper-filters',
      kind: 'merch',
      look: 'filter',
      name: { en: 'V60 paper filters', az: 'V60 kağız filtrləri', ru: 'Бумажные фильтры V60' },
      description: {
        en: 'A pack of 100 unbleached filters, size 02.',
        az: '100 ədəd ağardılmamış filtr, 02 ölçüsü.',
        ru: 'Упаковка из 100 неотбеленных фильтров, размер 02.',
      },
      sizeAndPrice: '100 pcs / 12',
    },
    {
      key: 'hand-grinder',
      kind: 'merch',
      look: 'grinder',
      name: { en: 'Hand coffee grinder', az: 'Əl qəhvə dəyirmanı', ru: 'Ручная кофемолка' },
      description: {
        en: 'Steel conical burrs and 30 grind settings, from espresso to cold brew.',
        az: 'Polad konusvari daşlar və 30 üyütmə dərəcəsi — espressodan soyuq dəmləməyə qədər.',
        ru: 'Стальные конические жернова и 30 степеней помола — от эспрессо до колд брю.',
      },
      sizeAndPrice: '1 pc / 120',
    },
  ]),
  ...shop('merch', [
    {
      key: 'tote-bag',
      kind: 'merch',
      look: 'tote',
      name: { en: 'Qahve Evi tote bag', az: 'Qəhvə Evi çantası', ru: 'Шопер Qahve Evi' },
      description: {
        en: 'A heavy cotton tote with our logo, printed in Baku.',
        az: 'Loqomuz olan qalın pambıq çanta, Bakıda çap olunub.',
        ru: 'Плотный хлопковый шопер с нашим логотипом, напечатан в Баку.',
      },
      sizeAndPrice: '1 pc / 15',
    },
    {
      key: 'enamel-mug',
      kind: 'merch',
      look: 'mug',
      name: { en: 'Enamel camping mug', az: 'Emal kupa', ru: 'Эмалированная кружка' },
      description: {
        en: 'A 350 ml enamel mug for hikes in Guba and Gabala.',
        az: 'Quba və Qəbələ yürüşləri üçün 350 ml-lik emal kupa.',
        ru: 'Эмалированная кружка на 350 мл для походов в Губе и Габале.',
      },
      sizeAndPrice: '1 pc / 18',
      wolt: true,
    },
    {
      key: 'armudu-glass-set',
      kind: 'merch',
      look: 'armudu',
      name: { en: 'Armudu glass set', az: 'Armudu stəkan dəsti', ru: 'Набор стаканов армуду' },
      description: {
        en: 'Six pear-shaped tea glasses with saucers and a gold rim.',
        az: 'Qızılı haşiyəli altı armudu stəkan və nəlbəki.',
        ru: 'Шесть грушевидных стаканов для чая с блюдцами и золотой каймой.',
      },
      sizeAndPrice: '6 pcs / 34',
    },
  ]),
];

// ---------------------------------------------------------------------------
// Contact sources ("How did you hear about us?")
// ---------------------------------------------------------------------------

export const contactSources: SeedContactSource[] = [
  { key: 'instagram', name: { en: 'Instagram', az: 'Instagram', ru: 'Instagram' } },
  { key: 'facebook', name: { en: 'Facebook', az: 'Facebook', ru: 'Facebook' } },
  { key: 'friends', name: { en: 'Friends & family', az: 'Dostlar və ailə', ru: 'Друзья и близкие' } },
  { key: 'google-maps', name: { en: 'Google Maps', az: 'Google Xəritələr', ru: 'Google Карты' } },
  { key: 'walked-by', name: { en: 'Walked by', az: 'Yanından keçirdim', ru: 'Проходил(а) мимо' } },
  { key: 'other', name: { en: 'Other', az: 'Digər', ru: 'Другое' } },
];

// ---------------------------------------------------------------------------
// Product reviews (written by visitors, in whatever language they like)
// ---------------------------------------------------------------------------

export const reviews: SeedReview[] = [
  // Halva latte
  {
    productKey: 'halva-latte',
    name: 'Aysel',
    surname: 'Məmmədova',
    email: 'aysel.mammadova@example.az',
    feedback: 'Halvalı latte sadəcə möhtəşəmdir! Çox şirin deyil, halvanın dadı isə aydın hiss olunur. Hər səhər işə gedəndə alıram.',
    status: 'confirmed',
  },
  {
    productKey: 'halva-latte',
    name: 'Дмитрий',
    surname: 'Кузнецов',
    email: 'd.kuznetsov@example.com',
    feedback: 'Необычное сочетание, но работает. Халва не забивает вкус кофе. Возьму ещё.',
    status: 'confirmed',
  },
  {
    productKey: 'halva-latte',
    name: 'Emma',
    surname: 'Clarke',
    email: 'emma.clarke@example.com',
    feedback: 'Tried it on my first day in Baku and came back twice. Nutty, not too sweet, lovely foam.',
    status: 'pending',
  },
  // Cappuccino
  {
    productKey: 'cappuccino',
    name: 'Rəşad',
    surname: 'Əliyev',
    email: 'rashad.aliyev@example.az',
    feedback: 'Şəhərdə ən yaxşı kapuçinolardan biri. Süd köpüyü sıx və hamardır, latte-art da hər dəfə gözəl alınır.',
    status: 'confirmed',
  },
  {
    productKey: 'cappuccino',
    name: 'Наиля',
    surname: 'Гасанова',
    email: 'nailya.hasanova@example.az',
    feedback: 'Капучино отличный, но в субботу утром пришлось ждать минут пятнадцать. Бариста — молодцы.',
    status: 'confirmed',
  },
  // San Sebastián cheesecake
  {
    productKey: 'basque-cheesecake',
    name: 'Nigar',
    surname: 'Hüseynova',
    email: 'nigar.huseynova@example.az',
    feedback: 'Çizkeyk çox zərif və kremlidir, üstü isə karamel kimi. Filtr qəhvə ilə mükəmməl gedir.',
    status: 'confirmed',
  },
  {
    productKey: 'basque-cheesecake',
    name: 'James',
    surname: 'Walker',
    email: 'james.walker@example.com',
    feedback: 'As good as the ones I had in San Sebastián. Generous slice, too.',
    status: 'confirmed',
  },
  {
    productKey: 'basque-cheesecake',
    name: 'Ольга',
    surname: 'Миронова',
    email: 'olga.mironova@example.com',
    feedback: 'Вкусно, но для меня немного сладковато. В следующий раз попробую медовик.',
    status: 'pending',
  },
  // Black tea with thyme
  {
    productKey: 'thyme-black-tea',
    name: 'Elvin',
    surname: 'Babayev',
    email: 'elvin.babayev@example.az',
    feedback: 'Armudu stəkanda, kəklikotu ilə — tam nənəmin evindəki kimi. Limon və qənd də yanında gəlir.',
    status: 'confirmed',
  },
  {
    productKey: 'thyme-black-tea',
    name: 'Sophie',
    surname: 'Martin',
    email: 'sophie.martin@example.com',
    feedback: 'A proper Azerbaijani tea experience. The thyme smells amazing and the glasses are beautiful.',
    status: 'confirmed',
  },
  // Pomegranate espresso tonic
  {
    productKey: 'pomegranate-espresso-tonic',
    name: 'Günay',
    surname: 'İsmayılova',
    email: 'gunay.ismayilova@example.az',
    feedback: 'Yay üçün ideal içki! Nar və espresso bir-birinə çox yaraşır. Bir az az buz olsa, daha yaxşı olardı.',
    status: 'confirmed',
  },
  {
    productKey: 'pomegranate-espresso-tonic',
    name: 'Артём',
    surname: 'Белов',
    email: 'artem.belov@example.com',
    feedback: 'Освежает идеально, гранат чувствуется, кислинка приятная. Лучший эспрессо-тоник в городе.',
    status: 'pending',
  },
  // Baku pakhlava
  {
    productKey: 'baku-pakhlava',
    name: 'Leyla',
    surname: 'Həsənova',
    email: 'leyla.hasanova@example.az',
    feedback: 'Paxlava təzə və xırtıldayandır, zəfəranın ətri gözəl hiss olunur. Novruzda mütləq sifariş verəcəyik.',
    status: 'confirmed',
  },
  {
    productKey: 'baku-pakhlava',
    name: 'Max',
    surname: 'Becker',
    email: 'max.becker@example.com',
    feedback: 'Great pakhlava, lovely with a glass of black tea. Got a box to take home to Berlin.',
    status: 'confirmed',
  },
  // Syrniki
  {
    productKey: 'syrniki',
    name: 'Екатерина',
    surname: 'Алиева',
    email: 'ekaterina.alieva@example.az',
    feedback: 'Сырники как дома: нежные, не резиновые, и вишнёвое варенье очень вкусное. Теперь завтракаем здесь по воскресеньям.',
    status: 'confirmed',
  },
  {
    productKey: 'syrniki',
    name: 'Tural',
    surname: 'Quliyev',
    email: 'tural.quliyev@example.az',
    feedback: 'Porsiya bir az kiçikdir, amma dadı əladır. Xama təzədir.',
    status: 'pending',
  },
  // Butter croissant
  {
    productKey: 'butter-croissant',
    name: 'Orxan',
    surname: 'Nəsirov',
    email: 'orxan.nasirov@example.az',
    feedback: 'Kruassan səhər saat səkkizdə hələ isti olur. Qatları çox gözəldir, yağlı amma ağır deyil.',
    status: 'confirmed',
  },
  {
    productKey: 'butter-croissant',
    name: 'Анна',
    surname: 'Смирнова',
    email: 'anna.smirnova@example.com',
    feedback: 'Хрустящий, слоистый, настоящий французский круассан. Рекомендую брать с флэт уайтом.',
    status: 'confirmed',
  },
  // Rejected: spam and an off-topic rant
  {
    productKey: 'cappuccino',
    name: 'Best',
    surname: 'Followers',
    email: 'promo.followers@example.com',
    feedback: 'BUY 10000 INSTAGRAM FOLLOWERS CHEAP!!! Fast delivery, write to us now >>> best deals today',
    status: 'rejected',
  },
  {
    productKey: 'halva-latte',
    name: 'Anon',
    surname: 'User',
    email: 'anon.user@example.com',
    feedback: 'asdfgh test test 123',
    status: 'rejected',
  },
];

// ---------------------------------------------------------------------------
// Free-text comments for generated survey answers (blanks are added elsewhere)
// ---------------------------------------------------------------------------

export const surveyComments: string[] = [
  'Hər şey çox dadlı idi, barista çox mehriban idi!',
  'Musiqi bir az yüksək idi, amma qəhvə əla.',
  'Wi-Fi parolunu menyuda yazsanız, yaxşı olardı.',
  'Kaş ki, səhər saat 8-dən əvvəl açılsaydınız.',
  'Очень уютно, особенно у окна. Спасибо!',
  'Хотелось бы больше десертов без сахара.',
  'Кофе отличный, но парковку найти трудно.',
  'Обслуживание быстрое, персонал вежливый.',
  'Lovely place, great flat white!',
  'Please add oat milk to the iced drinks.',
  'A bit crowded on weekends, but worth it.',
  'Terrasda daha çox kölgə olsa, yayda da oturardıq.',
];
