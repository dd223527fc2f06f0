// Unit tests render and translate in any language, as the server does.
import { addEveryMessageBundle } from "./bundles.server";

addEveryMessageBundle();
