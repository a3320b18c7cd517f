      * NATDATA - national data (Enterprise COBOL Language Reference):
      * "National literals": N"..." and NX"..." are UTF-16 characters.
      * "Elementary moves": an alphanumeric sender moved to a national
      * item is converted character by character by the code page,
      * padded with national spaces; ALL N"Z" fills the receiver.
      * "National comparisons": an alphanumeric operand (item, literal,
      * figurative constant) is converted to national, the shorter
      * operand is padded with national spaces; UTF-16 code units
      * compare by value (no collating sequence).
      * "NATIONAL-OF", "DISPLAY-OF": conversion by the code page; a
      * character with no counterpart becomes the substitution
      * character (X'3F' in EBCDIC, the ASCII SUB X'1A' here).
      * "LENGTH": national character positions, "BYTE-LENGTH": bytes.
      * "DISPLAY statement": national items are converted "if the
      * output is directed to CONSOLE", else "written without
      * conversion" (the SYSOUT lines below hold UTF-16 bytes).
      * "STRING statement": national sending items into a national
      * receiver (DELIMITED BY SIZE: whole characters).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATDATA.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES. CONSOLE IS OPERATOR-CONSOLE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N1 PIC N(4) VALUE N"AB".
       01  N2 PIC N(6) USAGE NATIONAL.
       01  N3 PIC N(2) VALUE NX"00E920AC".
       01  X1 PIC X(4) VALUE "AB".
       01  X2 PIC X(6).
       01  L  PIC 99.
       PROCEDURE DIVISION.
           IF N1 = "AB" DISPLAY "1 EQ" ELSE DISPLAY "1 NE" END-IF
           IF N1 = X1 DISPLAY "2 EQ" ELSE DISPLAY "2 NE" END-IF
           IF N1 < N"AC" DISPLAY "3 LT" ELSE DISPLAY "3 GE" END-IF
           IF N1 = N"AB      " DISPLAY "4 EQ" ELSE DISPLAY "4 NE"
           END-IF
           IF N1 = SPACES DISPLAY "5 SP" ELSE DISPLAY "5 NSP" END-IF
           IF N"a" > N"Z" DISPLAY "6 GT" ELSE DISPLAY "6 LE" END-IF
           MOVE "XYZ" TO N2
           DISPLAY N2 UPON CONSOLE
           DISPLAY N2 UPON OPERATOR-CONSOLE
           MOVE ALL N"Z" TO N2
           DISPLAY N2 UPON CONSOLE
           MOVE FUNCTION NATIONAL-OF("CDE") TO N2
           DISPLAY N2
           MOVE FUNCTION DISPLAY-OF(N2) TO X2
           DISPLAY "7 " X2 "|"
           MOVE FUNCTION DISPLAY-OF(N3) TO X2
           DISPLAY "8 " X2 "|"
           COMPUTE L = FUNCTION LENGTH(N2)
           DISPLAY "9 " L
           COMPUTE L = FUNCTION BYTE-LENGTH(N2)
           DISPLAY "10 " L
           COMPUTE L = FUNCTION LENGTH(FUNCTION NATIONAL-OF(X1))
           DISPLAY "11 " L
           DISPLAY FUNCTION DISPLAY-OF(N"Q" & N"R") UPON CONSOLE
           DISPLAY N"OK" UPON CONSOLE
           MOVE ALL N"-" TO N2
           STRING N"XY" N3 DELIMITED SIZE INTO N2
           DISPLAY N2 UPON CONSOLE
           STOP RUN.
