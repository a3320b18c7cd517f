      * WRREFMOD - reference modification beyond the item.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WRREFMOD.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  S PIC X(5) VALUE 'ABCDE'.
       01  N PIC 99 VALUE 4.
       PROCEDURE DIVISION.
           DISPLAY S(N:3)
           STOP RUN.
