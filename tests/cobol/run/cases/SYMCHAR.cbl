      * SYMCHAR - SYMBOLIC CHARACTERS (Language Reference, "SPECIAL-NAMES
      * paragraph", "Figurative constants"): a symbolic-character is the
      * character at that ordinal position of the native collating
      * sequence (43 is '*' in ASCII; 93 in EBCDIC), a figurative
      * constant repeated as its context needs (MOVE, ALL, comparison,
      * INSPECT, STRING, DISPLAY shows it once). Ordinals IN an alphabet
      * are not modelled: the last MOVE goes wrong unsupported. Before,
      * every use of a symbolic character was unsupported. cobc prints
      * the same lines, then goes on past the MOVE of DOT. In a VALUE
      * clause it fills the item (Z); one IN an alphabet there is a
      * located [unsupported] front-end error.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYMCHAR.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           SYMBOLIC CHARACTERS STAR IS 43
                               LETA LETB ARE 66 67
           ALPHABET ASC IS STANDARD-1
           SYMBOLIC CHARACTERS DOT IS 47 IN ASC.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 X PIC X(5).
       01 Y PIC X(10) VALUE 'A*B*C'.
       01 N PIC 99 VALUE 0.
       01 Z PIC X(3) VALUE STAR.
       PROCEDURE DIVISION.
           MOVE STAR TO X DISPLAY X
           MOVE ALL LETA TO X DISPLAY X
           DISPLAY STAR LETA LETB
           IF X = LETA DISPLAY 'ALL A' END-IF
           INSPECT Y TALLYING N FOR ALL STAR
           DISPLAY N Z
           STRING LETB STAR LETA DELIMITED BY SIZE INTO X
           DISPLAY X
           MOVE DOT TO X
           DISPLAY 'NOT REACHED'
           STOP RUN.
