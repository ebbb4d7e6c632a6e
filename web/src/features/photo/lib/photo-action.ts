/**
 * What the button that sends a photo says, when the photo is for something other than identifying a product (reading
 * a pack's panel): its label, its label while the server works, and the steps the progress bar says in turn.
 */
export interface PhotoAction {
  label: string;
  busy: string;
  steps: readonly string[];
}
