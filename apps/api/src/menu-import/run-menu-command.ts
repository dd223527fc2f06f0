/** Runs a menu command: a refusal is printed as it is, without a stack, and exits with 1. */
export async function runMenuCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
