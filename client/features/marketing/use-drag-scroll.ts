import { useEffect, useRef, useState, type RefObject } from "react";

/** Pixels a press must travel before it counts as a drag rather than a click. */
const DRAG_THRESHOLD = 4;

/**
 * Lets a mouse drag a horizontally scrolling row. Touch and pen already scroll it natively,
 * and a focused row scrolls with the arrow keys, so only the mouse needs help.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    let pointerId: number | null = null;
    let startX = 0;
    let startScroll = 0;
    let dragged = false;

    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      pointerId = event.pointerId;
      startX = event.clientX;
      startScroll = row.scrollLeft;
      dragged = false;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const distance = event.clientX - startX;
      if (!dragged && Math.abs(distance) < DRAG_THRESHOLD) return;
      if (!dragged) {
        dragged = true;
        row.setPointerCapture(event.pointerId);
        row.dataset.dragging = "true";
      }
      row.scrollLeft = startScroll - distance;
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      if (row.hasPointerCapture(event.pointerId)) row.releasePointerCapture(event.pointerId);
      delete row.dataset.dragging;
    };
    // A drag that ends over a link must not also follow it.
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    };

    row.addEventListener("pointerdown", onDown);
    row.addEventListener("pointermove", onMove);
    row.addEventListener("pointerup", onUp);
    row.addEventListener("pointercancel", onUp);
    row.addEventListener("click", onClick, true);
    return () => {
      row.removeEventListener("pointerdown", onDown);
      row.removeEventListener("pointermove", onMove);
      row.removeEventListener("pointerup", onUp);
      row.removeEventListener("pointercancel", onUp);
      row.removeEventListener("click", onClick, true);
    };
  }, []);

  return ref;
}

/** Where a scrolling row stands: whether there is more before and after, and which card leads. */
export type RowPosition = { moreBefore: boolean; moreAfter: boolean; index: number };

/** The step between two cards: a card's width plus the row's gap. */
function cardStep(row: HTMLElement): number {
  const [first, second] = row.children;
  if (!first) return row.clientWidth;
  return second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : first.getBoundingClientRect().width;
}

/**
 * Follows a row's scroll so the page can show that it scrolls and where it is (issue 19),
 * and moves it one card at a time: smoothly, unless the visitor asked for less motion.
 */
export function useRowPosition(ref: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<RowPosition>({ moreBefore: false, moreAfter: false, index: 0 });

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const first = row.firstElementChild;
      const last = row.lastElementChild;
      if (!first || !last) return;
      // A card cut by the row's edge, not the scroll offset: snapping leaves the row a few pixels in.
      const box = row.getBoundingClientRect();
      const next = {
        moreBefore: first.getBoundingClientRect().left < box.left - 1,
        moreAfter: last.getBoundingClientRect().right > box.right + 1,
        index: Math.round(Math.abs(row.scrollLeft) / cardStep(row)),
      };
      setPosition((current) =>
        current.moreBefore === next.moreBefore && current.moreAfter === next.moreAfter && current.index === next.index ? current : next,
      );
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    row.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      row.removeEventListener("scroll", measure);
    };
  }, [ref]);

  const step = (direction: 1 | -1) => {
    const row = ref.current;
    if (!row) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.scrollBy({ left: direction * cardStep(row), behavior: still ? "auto" : "smooth" });
  };

  return { position, step };
}
