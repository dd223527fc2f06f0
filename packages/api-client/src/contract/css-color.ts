import { z } from "zod";

/** A CSS colour as the business set it: `#6d557c`, `rgb(109,85,124)`, `rgba(180,81,76,1)`, `white` or `black`. */
export const cssColorSchema = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|white|black)$/,
  );
