import { Route, Switch } from "wouter";
import { HomePage } from "../features/marketing/HomePage";
import { paths } from "./paths";

/** The one route table of the client. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={HomePage} />
    </Switch>
  );
}
