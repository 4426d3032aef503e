/** Categories and the partner shops of the Ukrainian market the demo starts from. */

export const CATEGORIES = [
  'Електроніка',
  'Одяг і взуття',
  "Краса і здоров'я",
  'Дім і сад',
  'Дитячі товари',
  'Подорожі',
  'Продукти',
  'Спорт і відпочинок',
  'Зоотовари',
  'Книги та хобі',
].map((name, i) => ({ id: i + 1, name, image: `/demo-assets/categories/${i + 1}.svg` }));

/** One line per shop: name, domain, category id. Ordered so any prefix mixes categories. */
const FIXED = `Rozetka rozetka.com.ua 1
Kasta kasta.ua 2
Eva eva.ua 3
Epicentr epicentrk.ua 4
Antoshka antoshka.ua 5
Booking.com booking.com 6
Silpo silpo.ua 7
Sportlife sportlife.ua 8
MasterZoo masterzoo.ua 9
Yakaboo yakaboo.ua 10
Comfy comfy.ua 1
Answear answear.ua 2
Makeup makeup.com.ua 3
Prom prom.ua 4
Pampik pampik.com 5
Trip.com trip.com 6
Novus novus.online 7
Decathlon decathlon.ua 8
Zootovary zootovary.com 9
Vivat vivat.com.ua 10
Foxtrot foxtrot.com.ua 1
Intertop intertop.ua 2
Watsons watsons.ua 3
JYSK jysk.com.ua 4
Budynok Igrashok budinokigrashok.com 5
Join UP! joinup.ua 6
Auchan auchan.ua 7
Megasport megasport.ua 8
Zoocomplex zoocomplex.com.ua 9
Nash Format nashformat.ua 10
Allo allo.ua 1
Modivo modivo.ua 2
Notino notino.ua 3
Nova Liniya novalinia.com.ua 4
AliExpress aliexpress.com 1
Airbnb airbnb.com 6
Zakaz.ua zakaz.ua 7
Adidas adidas.ua 8
Citrus ctrs.com.ua 1
MD Fashion mdfashion.com.ua 2
Prostor prostor.ua 3
Avrora avrora.ua 4
Megogo megogo.net 10
Moyo moyo.ua 1
Shafa shafa.ua 2
Varus varus.ua 7
Brain brain.com.ua 1
Eldorado eldorado.ua 1
Nike nike.com 8
Knigoland knigoland.com.ua 10`
  .split('\n')
  .map((line) => {
    const parts = line.split(' ');
    return { name: parts.slice(0, -2).join(' '), domain: parts.at(-2), categoryId: Number(parts.at(-1)) };
  });

const PREFIXES = ['Tech', 'Smart', 'Urban', 'Happy', 'Green', 'Mega', 'Nova', 'Prime', 'Best', 'Fresh', 'Kyiv', 'Lviv'];
const NOUNS = ['Market', 'Store', 'Shop', 'Hub', 'Point', 'Dim', 'Club', 'Lab', 'Outlet', 'Box'];

/** The shop at a 0-based position: fixed partners first, then generated names like "Tech Market 153". */
export function shopIdentity(index) {
  const fixed = FIXED[index];
  if (fixed) return fixed;
  const id = index + 1;
  const name = `${PREFIXES[id % PREFIXES.length]} ${NOUNS[Math.floor(id / PREFIXES.length) % NOUNS.length]} ${id}`;
  const domain = `${name.toLowerCase().replaceAll(' ', '-')}.example`;
  return { name, domain, categoryId: (id % CATEGORIES.length) + 1 };
}
