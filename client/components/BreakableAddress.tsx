import { Fragment } from "react";
import { addressSegments } from "./address-breaks";
import classes from "./BreakableAddress.module.css";

/**
 * An email, web or IP address that wraps at its natural points in a narrow column (issue 30
 * item 9: "rosa.martinez@exam-ple.com" split mid-word), never inside a part unless the part
 * alone is wider than the column. The text reads and copies as one address.
 */
export function BreakableAddress({ children }: { children: string }) {
  return (
    <span className={classes.address}>
      {addressSegments(children).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}
