import { useEffect } from "react";
import { BUSINESS } from "../../server/shared/business";

export type PageMeta = {
  /** The page's own name: the document title becomes '{title} | {business} | {city}'. */
  title: string;
  description: string;
  /** Keeps the page out of search engines (signed-in screens). */
  noindex?: boolean;
};

/** SPEC.md section 1: page titles follow '{page} | {business} | {city}'. */
export function formatPageTitle(page: string): string {
  return `${page} | ${BUSINESS.name} | ${BUSINESS.city}`;
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/** Sets the document title, the meta description and, for private pages, robots noindex. */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
    metaTag("description").content = description;
    if (!noindex) return;
    const robots = metaTag("robots");
    robots.content = "noindex";
    // The next page decides for itself; a public page must not inherit noindex.
    return () => robots.remove();
  }, [title, description, noindex]);
}
