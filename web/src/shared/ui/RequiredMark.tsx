/** The asterisk after the label of a required field: for the eye only, the field itself says it is required. */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
