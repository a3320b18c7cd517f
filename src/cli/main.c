/* main.c — process entry point for build/equiv; everything else lives in cli.c and below. */
#include "cli/cli.h"

int main(int argc, char **argv) { return cli_main(argc, argv); }
