/** One blog article (docs/product/pages-and-routes.md "Blog article"). */
export interface BlogArticle {
  id: number;
  title: string;
  excerpt: string;
  /** Markdown. `{product}` is the configured product name; BLOG_IMAGE_TOKEN marks where the blog image goes. */
  content: string;
  author: { name: string; role: string };
  /** Display text, e.g. "November 21, 2026". */
  date: string;
  /** ISO date for structured data. */
  publishedAt: string;
  /** "N min read", computed from `content` at about 230 words a minute (blog-read-time.ts). */
  readTime: string;
  category: string;
  /** An emoji. */
  image: string;
  tags: readonly string[];
}
