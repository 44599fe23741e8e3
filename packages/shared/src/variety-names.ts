import type { Language } from './languages';

/**
 * The varieties Malaysians call by another name in Malay or Chinese (docs/translation-glossary.md): every other
 * variety (D101, XO, IOI…) and every farm, tree and product name is written the same in every language. The
 * aliases are the ways the shop writes a variety's name in a product or tree ('D24 Sultan').
 */
const namesOfVarieties: { english: string; aliases: string[]; ms: string; zh: string }[] = [
  { english: 'Musang King', aliases: ['Musang King'], ms: 'Musang King', zh: '猫山王' },
  { english: 'Black Thorn', aliases: ['Black Thorn'], ms: 'Duri Hitam', zh: '黑刺' },
  { english: 'Red Prawn', aliases: ['Red Prawn'], ms: 'Udang Merah', zh: '红虾' },
  { english: 'D24', aliases: ['D24 Sultan', 'Sultan D24', 'D24'], ms: 'D24', zh: '苏丹王 D24' },
  { english: 'Tekka', aliases: ['Tekka'], ms: 'Tekka', zh: '竹脚' },
  { english: 'Golden Phoenix', aliases: ['Golden Phoenix'], ms: 'Golden Phoenix', zh: '金凤' },
  { english: 'Hor Lor', aliases: ['Hor Lor'], ms: 'Hor Lor', zh: '葫芦' },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The known variety a written variety names ('Black Thorn D200' names Black Thorn), with where its name is. */
function findVariety(variety: string) {
  for (const known of namesOfVarieties) {
    for (const alias of known.aliases) {
      const match = new RegExp(`(^|\\s)${escape(alias)}(?=\\s|$)`, 'i').exec(variety);
      if (match) return { known, start: match.index + match[1]!.length, end: match.index + match[0].length };
    }
  }
  return undefined;
}

/**
 * A product's or tree's variety as `language` names it: 'Musang King D197' is '猫山王 D197' in Chinese, 'Black
 * Thorn D200' 'Duri Hitam D200' in Malay; its code or grade stays as written, and a variety the glossary does not
 * rename is written as it is.
 */
export function varietyIn(variety: string, language: Language): string {
  if (language === 'en') return variety;
  const found = findVariety(variety);
  if (!found) return variety;
  return `${variety.slice(0, found.start)}${found.known[language]}${variety.slice(found.end)}`.trim();
}

/**
 * A variety as a filter offers it (docs/translation-glossary.md): in Malay and Chinese beside the English name the
 * products carry, so a shopper who knows either finds it: 'Duri Hitam D200 (Black Thorn)', '黑刺 D200 Black Thorn'.
 */
export function varietyOption(variety: string, language: Language): string {
  const named = varietyIn(variety, language);
  if (named === variety) return variety;
  const english = findVariety(variety)!.known.english;
  if (named.includes(english)) return named;
  return language === 'zh' ? `${named} ${english}` : `${named} (${english})`;
}
