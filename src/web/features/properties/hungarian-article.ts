/** The Hungarian definite article for a name: 'az' before a vowel, 'a' otherwise ('a Partner Bank'). */
export function withArticle(name: string, { capital = false } = {}): string {
  const article = /^[aáeéiíoóöőuúüű]/i.test(name.trim()) ? 'az' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${name}`;
}
