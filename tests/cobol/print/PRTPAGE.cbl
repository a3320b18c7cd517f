      * PRTPAGE - WRITE ... AFTER ADVANCING PAGE and AFTER ADVANCING
      * mnemonic-name (Language Reference, "WRITE statement": PAGE
      * repositions to line 1 of the next page; a mnemonic-name of C01
      * skips to channel 1; SPECIAL-NAMES "C01 IS TOP-OF-PAGE"). ASA
      * '1' is a skip to channel 1, the top of the next page. A page
      * of headings, detail lines and totals, with a line counter.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTPAGE.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           C01 IS TOP-OF-PAGE.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RPT ASSIGN TO PRT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  RPT
           RECORD CONTAINS 32 CHARACTERS.
       01  RPT-LINE PIC X(32).
       WORKING-STORAGE SECTION.
       01  I      PIC 99.
       01  LINES-ON-PAGE PIC 99 VALUE 99.
       01  PAGE-NO PIC 9(3) VALUE 0.
       01  TOTAL  PIC 9(5) VALUE 0.
       01  V      PIC 9(5).
       01  HDR.
           05  FILLER PIC X(10) VALUE 'ITEM LIST'.
           05  FILLER PIC X(6)  VALUE 'PAGE'.
           05  HDR-PAGE PIC ZZ9.
       01  DTL.
           05  FILLER PIC X(5) VALUE 'ITEM'.
           05  DTL-I  PIC Z9.
           05  FILLER PIC X(3) VALUE SPACES.
           05  DTL-V  PIC ZZ,ZZ9.
       01  TOT.
           05  FILLER PIC X(10) VALUE 'TOTAL'.
           05  TOT-V  PIC ZZZ,ZZ9.
       PROCEDURE DIVISION.
           OPEN OUTPUT RPT
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 11
               IF LINES-ON-PAGE > 4
                   ADD 1 TO PAGE-NO
                   MOVE PAGE-NO TO HDR-PAGE
                   IF PAGE-NO = 2
                       WRITE RPT-LINE FROM HDR
                           AFTER ADVANCING TOP-OF-PAGE
                   ELSE
                       WRITE RPT-LINE FROM HDR AFTER ADVANCING PAGE
                   END-IF
                   MOVE SPACES TO RPT-LINE
                   WRITE RPT-LINE AFTER ADVANCING 1
                   MOVE 0 TO LINES-ON-PAGE
               END-IF
               MOVE I TO DTL-I
               COMPUTE V = I * I * 37
               MOVE V TO DTL-V
               ADD V TO TOTAL
               WRITE RPT-LINE FROM DTL AFTER ADVANCING 1 LINE
               ADD 1 TO LINES-ON-PAGE
           END-PERFORM
           MOVE TOTAL TO TOT-V
           WRITE RPT-LINE FROM TOT AFTER ADVANCING 2 LINES
           CLOSE RPT
           DISPLAY 'PAGES ' PAGE-NO
           STOP RUN.
