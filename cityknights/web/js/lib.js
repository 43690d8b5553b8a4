// The vendored UI library in one place: Preact components written with htm templates.
import { Component, h, render } from "preact";
import htm from "../vendor/htm/htm.mjs";

export { Component, h, render };
export { useEffect, useLayoutEffect, useRef, useState } from "../vendor/preact/hooks.mjs";
export const html = htm.bind(h);
