      * WRDATA - arithmetic on a numeric item holding spaces.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WRDATA.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  G PIC X(3) VALUE SPACES.
       01  N REDEFINES G PIC 9(3).
       PROCEDURE DIVISION.
           ADD 1 TO N
           STOP RUN.
