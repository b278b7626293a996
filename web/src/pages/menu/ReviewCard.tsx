/** A review as the product's reviews show it: from the API, or one of the built-in samples. */
export interface ShownReview {
  id: string;
  author: string;
  feedback: string;
}

/** The first review, plain, while the carousel's code loads (no layout jump). */
export function ReviewList({ reviews }: { reviews: readonly ShownReview[] }) {
  return (
    <div className="review-carousel">
      {reviews.map((r) => (
        <ReviewCard key={r.id} review={r} />
      ))}
    </div>
  );
}

export function ReviewCard({ review }: { review: ShownReview }) {
  return (
    <figure className="review">
      <blockquote className="review__text">
        <p>{review.feedback}</p>
      </blockquote>
      <figcaption className="review__author">{review.author}</figcaption>
    </figure>
  );
}
