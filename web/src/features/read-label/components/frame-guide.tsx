/** Drawn over the live camera view: the frame to fill with the panel, named. */
export function FrameGuide({ label }: { label: string }) {
  return (
    <div className="cc-read-guide" aria-hidden="true">
      <span className="cc-read-guide-label">{label}</span>
      <span className="cc-read-corner cc-read-corner-tl" />
      <span className="cc-read-corner cc-read-corner-tr" />
      <span className="cc-read-corner cc-read-corner-bl" />
      <span className="cc-read-corner cc-read-corner-br" />
    </div>
  );
}
